import Papa from 'papaparse';
import { isRole } from '../../contract/permissions';
import { USERS_IMPORT_MAX_ROWS, USERS_IMPORT_PROGRESS_EVERY_ROWS } from '../../contract/constants';
import {
  checkImportRow,
  IMPORT_COLUMNS,
  normaliseEmail,
  REQUIRED_IMPORT_COLUMNS,
  splitListCell,
  type ImportColumn,
  type ImportRow,
  type ImportRowError,
} from '../../contract/schemas/usersImport';
import { aliasKey, type RoleAliases } from './roleAliases';

/**
 * The parse step of the users CSV import, as a pure function: the Web Worker runs it off the main thread, tests
 * call it directly. It maps the header to the known columns, resolves readable role names to ROLE_* codes, runs
 * the stateless row checks and finds duplicate e-mail addresses inside the file (the server sees one chunk at a
 * time, so only the file as a whole can tell).
 */
export interface ParsedRow {
  row: ImportRow;
  errors: ImportRowError[];
}

export interface ParseOutcome {
  /** Known columns found in the header, in file order. */
  columns: ImportColumn[];
  /** Required columns the header lacks (every row then carries MISSING_COLUMN for them). */
  missingColumns: ImportColumn[];
  /** Header cells that are no known column; ignored. */
  unknownColumns: string[];
  rows: ParsedRow[];
  /** The file holds more than USERS_IMPORT_MAX_ROWS data rows; the rest was not read. */
  truncated: boolean;
}

export interface ParseProgress {
  rows: number;
  bytes: number;
  totalBytes: number;
}

export interface ParseOptions {
  roleAliases: RoleAliases;
  onProgress?: (progress: ParseProgress) => void;
  maxRows?: number;
  progressEvery?: number;
}

/** Header spellings people use: case, spaces, '-' and '_' do not matter; singular forms are accepted. */
const HEADER_ALIASES: Readonly<Record<string, ImportColumn>> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  firstname: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  roles: 'roles',
  role: 'roles',
  groups: 'groups',
  group: 'groups',
};

const headerKey = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** ROLE_* codes stay; readable names (English or German) become codes; anything else stays for UNKNOWN_ROLE. */
export const resolveRoles = (cell: string, aliases: RoleAliases): string => {
  // A formula cell stays as typed so the formula check sees it.
  if (/^[=+\-@\t\r]/.test(cell)) return cell;
  return splitListCell(cell)
    .map((part) => (isRole(part) ? part : (aliases[aliasKey(part)] ?? part)))
    .join(';');
};

interface HeaderMap {
  columns: ImportColumn[];
  indexOf: Partial<Record<ImportColumn, number>>;
  unknown: string[];
}

const mapHeader = (cells: readonly string[]): HeaderMap => {
  const indexOf: Partial<Record<ImportColumn, number>> = {};
  const unknown: string[] = [];
  cells.forEach((cell, index) => {
    const column = HEADER_ALIASES[headerKey(cell)];
    if (column && indexOf[column] === undefined) indexOf[column] = index;
    else if (cell.trim() !== '') unknown.push(cell.trim());
  });
  const columns = IMPORT_COLUMNS.filter((c) => indexOf[c] !== undefined).sort(
    (a, b) => (indexOf[a] ?? 0) - (indexOf[b] ?? 0),
  );
  return { columns, indexOf, unknown };
};

const toImportRow = (
  cells: readonly string[],
  rowNumber: number,
  header: HeaderMap,
  aliases: RoleAliases,
): ImportRow => {
  const row: ImportRow = { rowNumber };
  for (const column of header.columns) {
    const index = header.indexOf[column];
    const value = index === undefined ? undefined : cells[index];
    if (value === undefined) continue;
    row[column] = column === 'roles' ? resolveRoles(value, aliases) : value;
  }
  return row;
};

export const parseUsersCsv = (text: string, options: ParseOptions): ParseOutcome => {
  const maxRows = options.maxRows ?? USERS_IMPORT_MAX_ROWS;
  const every = options.progressEvery ?? USERS_IMPORT_PROGRESS_EVERY_ROWS;
  let header: HeaderMap | null = null;
  const rows: ParsedRow[] = [];
  const firstRowOfEmail = new Map<string, number>();
  let truncated = false;
  let dataIndex = 0;

  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const cells = result.data;
      if (!header) {
        header = mapHeader(cells);
        return;
      }
      if (dataIndex >= maxRows) {
        truncated = true;
        parser.abort();
        return;
      }
      // Row numbers count the header as row 1, like a spreadsheet does.
      const rowNumber = dataIndex + 2;
      dataIndex += 1;
      const row = toImportRow(cells, rowNumber, header, options.roleAliases);
      const errors = checkImportRow(row);
      if (row.email !== undefined && !errors.some((e) => e.field === 'email')) {
        const email = normaliseEmail(row.email);
        const first = firstRowOfEmail.get(email);
        if (first === undefined) firstRowOfEmail.set(email, rowNumber);
        else errors.push({ field: 'email', code: 'DUPLICATE_IN_FILE', value: String(first) });
      }
      rows.push({ row, errors });
      if (dataIndex % every === 0)
        options.onProgress?.({
          rows: dataIndex,
          bytes: result.meta.cursor,
          totalBytes: text.length,
        });
    },
  });

  const found: HeaderMap = header ?? { columns: [], indexOf: {}, unknown: [] };
  options.onProgress?.({ rows: dataIndex, bytes: text.length, totalBytes: text.length });
  return {
    columns: found.columns,
    missingColumns: REQUIRED_IMPORT_COLUMNS.filter((c) => !found.columns.includes(c)),
    unknownColumns: found.unknown,
    rows,
    truncated,
  };
};
