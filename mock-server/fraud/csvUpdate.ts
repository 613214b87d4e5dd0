import { randomUUID } from 'node:crypto';
import { fraudEntries } from '../../src/contract/resources/fraudEntries';
import {
  FRAUD_CSV_COLUMNS,
  type FraudCsvReport,
  type FraudCsvRow,
  type FraudCsvRowResult,
} from '../../src/contract/schemas/fraudCsv';
import { ADMIN_ROLES } from '../../src/contract/permissions';
import { subjectIssues } from '../../src/contract/rules/fraudSubject';
import type { AuthContext } from '../auth/session';
import { isoNow, type ServerContext } from '../context';
import { fraudEntryLabelOf, normaliseFraudEntry } from '../resources/fraudEntries';
import {
  indexEntry,
  sameSubjectEntry,
  scoreAgainstEntries,
  type FraudEntryRecord,
} from './fraudIndex';
import { sameSubjectKeyOf, type FraudSubject } from './matching';

type Values = Record<string, unknown>;

/** What applying a row would do, with everything the write needs. */
export interface PlannedRow {
  result: FraudCsvRowResult;
  values?: Values;
  target?: FraudEntryRecord;
}

const cellOf = (row: FraudCsvRow, column: (typeof FRAUD_CSV_COLUMNS)[number]) => {
  const text = row[column]?.trim();
  return text ? text : null;
};

/** The row's cells as an entry's fields (empty cells are no value), kind and status upper-cased. */
const valuesOf = (row: FraudCsvRow): Values => {
  const values: Values = {};
  for (const column of FRAUD_CSV_COLUMNS) {
    if (column === 'id') continue;
    const cell = cellOf(row, column);
    values[column] =
      cell && ['kind', 'status', 'documentType', 'nationality', 'issuingCountry'].includes(column)
        ? cell.toUpperCase()
        : cell;
  }
  return values;
};

/** Whose file is planned: the tenant it writes to, and whether its user may take a verdict back. */
export interface CsvPlanScope {
  tenantId: string;
  isAdmin: boolean;
}

export const csvPlanScopeOf = (auth: AuthContext): CsvPlanScope => ({
  tenantId: auth.tenant.id,
  isAdmin: auth.user.roles.some((role) => ADMIN_ROLES.includes(role)),
});

/**
 * The subjects and entries the rows planned so far named (each with its row): a later row about one of them is
 * a duplicate in the file. A plan made in parts (the dry-run job's chunks) carries it from part to part.
 */
export interface CsvPlanSeen {
  seenSubjects: Map<string, number>;
  seenIds: Map<string, number>;
}
export const newCsvPlanSeen = (): CsvPlanSeen => ({ seenSubjects: new Map(), seenIds: new Map() });

/**
 * The plan of a CSV update: per row, an update (the entry named by `id`, or the tenant's entry for the same
 * subject), a create, or a rejection with its reasons, each checked as the entry form and the platform check an
 * entry (the declared fields, the subject rules, the tenant rule); a subject twice in the file is rejected the
 * second time; a create that looks like other entries names them. Reads only: the dry run answers it as is,
 * the update applies it.
 */
export const planCsvUpdate = (
  ctx: ServerContext,
  scope: CsvPlanScope,
  rows: readonly FraudCsvRow[],
  seen: CsvPlanSeen = newCsvPlanSeen(),
): PlannedRow[] => {
  const { tenantId, isAdmin } = scope;
  const today = isoNow(ctx).slice(0, 10);
  const entries = ctx.store.table('fraud-entries');
  const { seenSubjects, seenIds } = seen;
  return rows.map((row) => {
    const errors: { field: string; code: string }[] = [];
    const raw = valuesOf(row);
    const id = cellOf(row, 'id');
    let target: FraudEntryRecord | undefined;
    if (id) {
      const found = entries.get(id) as FraudEntryRecord | undefined;
      if (!found) errors.push({ field: 'id', code: 'NOT_FOUND' });
      else if (found.tenantId !== tenantId)
        errors.push({ field: 'id', code: 'FRAUD_ENTRY_NOT_OWNED' });
      else target = found;
      const first = seenIds.get(id);
      if (first !== undefined) errors.push({ field: 'id', code: 'DUPLICATE_IN_FILE' });
      else seenIds.set(id, row.rowNumber);
    }
    // The declared fields' own rules (kind, lengths, formats), then the subject rules across fields.
    const parsed = fraudEntries.fields.safeParse({
      ...raw,
      status: raw.status ?? target?.status ?? 'NEW',
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'kind');
        if (!errors.some((error) => error.field === field))
          errors.push({
            field,
            code: raw[field] === null || raw[field] === undefined ? 'REQUIRED' : 'INVALID',
          });
      }
    for (const issue of subjectIssues(raw, today))
      if (!errors.some((error) => error.field === issue.field))
        errors.push({ field: issue.field, code: issue.code });
    const values = normaliseFraudEntry(raw);
    const subject = values as FraudSubject;
    const identity = sameSubjectKeyOf(subject);
    if (!errors.length && identity) {
      const first = seenSubjects.get(identity);
      if (first !== undefined) errors.push({ field: 'kind', code: 'DUPLICATE_IN_FILE' });
      else seenSubjects.set(identity, row.rowNumber);
    }
    if (!errors.length && !target) {
      target = sameSubjectEntry(ctx, tenantId, subject);
      // Two rows of the file about one entry: the second is refused, whichever way they name it.
      if (target && seenIds.has(target.id))
        errors.push({ field: 'kind', code: 'DUPLICATE_IN_FILE' });
      else if (target) seenIds.set(target.id, row.rowNumber);
    } else if (!errors.length && target && sameSubjectEntry(ctx, tenantId, subject, target.id))
      // An update may not turn an entry into another entry's subject.
      errors.push({ field: 'kind', code: 'DUPLICATE_ENTITY' });
    // Taking a verdict back is an administrator's call, in a file as on the page.
    if (!errors.length && target && raw.status === 'NEW' && target.status !== 'NEW' && !isAdmin)
      errors.push({ field: 'status', code: 'REOPEN_ADMIN_ONLY' });
    const label = fraudEntryLabelOf(values);
    if (errors.length)
      return {
        result: {
          rowNumber: row.rowNumber,
          outcome: 'REJECT',
          entryId: target?.id ?? null,
          label,
          errors,
          collisions: [],
        },
      };
    const collisions = target
      ? []
      : scoreAgainstEntries(ctx, tenantId, subject).map(({ entry, explanation }) => ({
          id: entry.id,
          label: entry.label,
          score: explanation.score,
        }));
    return {
      result: {
        rowNumber: row.rowNumber,
        outcome: target ? 'UPDATE' : 'CREATE',
        entryId: target?.id ?? null,
        label,
        errors: [],
        collisions,
      },
      values: { ...values, status: raw.status ?? target?.status ?? 'NEW', label },
      target,
    };
  });
};

export const reportOf = (planned: readonly PlannedRow[], applied: boolean): FraudCsvReport =>
  reportOfRows(
    planned.map((row) => row.result),
    applied,
  );

/** The report of rows already planned: their counts, and the rows. */
export const reportOfRows = (
  rows: readonly FraudCsvRowResult[],
  applied: boolean,
): FraudCsvReport => {
  const count = (outcome: FraudCsvRowResult['outcome']) =>
    rows.filter((row) => row.outcome === outcome).length;
  return {
    applied,
    counts: {
      create: count('CREATE'),
      update: count('UPDATE'),
      reject: count('REJECT'),
      collide: rows.filter((row) => row.collisions.length > 0).length,
    },
    rows: [...rows],
  };
};

/**
 * Writes the planned creates and updates (inside the caller's transaction: all of them or none) and answers
 * the report with the ids of the created entries. Rejected rows change nothing.
 */
export const applyCsvUpdate = (
  ctx: ServerContext,
  auth: AuthContext,
  planned: readonly PlannedRow[],
): FraudCsvReport => {
  const entries = ctx.store.table('fraud-entries');
  const now = isoNow(ctx);
  const by = auth.user.email;
  for (const row of planned) {
    if (!row.values) continue;
    const { target } = row;
    const record = (
      target
        ? {
            ...target,
            ...row.values,
            // What only the platform sets stays as it was.
            source: target.source,
            verificationId: target.verificationId,
            version: target.version + 1,
            updatedAt: now,
            updatedBy: by,
          }
        : {
            ...row.values,
            id: `${fraudEntries.idPrefix}-${randomUUID()}`,
            tenantId: auth.tenant.id,
            source: 'CSV',
            verificationId: null,
            version: 1,
            createdAt: now,
            createdBy: by,
            updatedAt: now,
            updatedBy: by,
          }
    ) as FraudEntryRecord;
    if (target) entries.update(record);
    else entries.insert(record);
    indexEntry(ctx, record);
    row.result.entryId = record.id;
  }
  return reportOf(planned, true);
};
