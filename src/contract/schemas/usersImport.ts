import { z } from 'zod';
import { isRole, type Role } from '../permissions';
import { USERS_IMPORT_MAX_ROWS_PER_REQUEST } from '../constants';

/**
 * The users CSV import contract, shared by the portal (parse worker, dry-run table) and the mock platform (which
 * re-validates every row): the columns, the per-row error codes, the request/answer shapes and the row checks
 * that need no server state. Checks that need state (existing users, groups, what the caller may grant) are
 * the server's alone; duplicates inside one file are found by the portal, which sees the whole file.
 */
export const IMPORT_COLUMNS = ['email', 'firstName', 'lastName', 'roles', 'groups'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'email',
  'firstName',
  'lastName',
  'roles',
];
/** Longest accepted cell per column (the e-mail limit is RFC 5321's). */
export const IMPORT_MAX_LENGTH: Readonly<Record<ImportColumn, number>> = {
  email: 254,
  firstName: 100,
  lastName: 100,
  roles: 1000,
  groups: 2000,
};

export const IMPORT_ERROR_CODES = [
  'MISSING_COLUMN',
  'REQUIRED',
  'TOO_LONG',
  'FORMULA_CELL',
  'INVALID_EMAIL',
  'UNKNOWN_ROLE',
  'DUPLICATE_IN_FILE',
  'DUPLICATE_EXISTING',
  'UNKNOWN_GROUP',
  'ROLE_NOT_ALLOWED',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export const importRowErrorSchema = z.object({
  field: z.enum(IMPORT_COLUMNS),
  code: z.enum(IMPORT_ERROR_CODES),
  /** The offending value part (an unknown role or group name, the first row of a duplicate). */
  value: z.string().optional(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

const cell = (column: ImportColumn) =>
  z
    .string()
    .max(IMPORT_MAX_LENGTH[column] * 4)
    .optional();

/** One data row as sent: cells as text (absent = the file has no such column); roles already as ROLE_* codes. */
export const importRowSchema = z.object({
  /** The row's line in the file, the header being row 1. */
  rowNumber: z.number().int().min(2).max(10_000_000),
  email: cell('email'),
  firstName: cell('firstName'),
  lastName: cell('lastName'),
  roles: cell('roles'),
  groups: cell('groups'),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRequestSchema = z.object({
  rows: z.array(importRowSchema).min(1).max(USERS_IMPORT_MAX_ROWS_PER_REQUEST),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const dryRunAnswerSchema = z.object({
  results: z.array(
    z.object({
      rowNumber: z.number().int(),
      valid: z.boolean(),
      errors: z.array(importRowErrorSchema),
    }),
  ),
});
export type DryRunAnswer = z.infer<typeof dryRunAnswerSchema>;

export const bulkAddAnswerSchema = z.object({
  results: z.array(
    z.object({
      rowNumber: z.number().int(),
      created: z.boolean(),
      userId: z.string().nullable(),
      errors: z.array(importRowErrorSchema),
    }),
  ),
  createdCount: z.number().int().nonnegative(),
  rejectedCount: z.number().int().nonnegative(),
});
export type BulkAddAnswer = z.infer<typeof bulkAddAnswerSchema>;

/** Spreadsheet formula triggers (spec: `=`, `+`, `-`, `@`, tab, carriage return as the first character). */
export const isFormulaCell = (value: string): boolean => /^[=+\-@\t\r]/.test(value);

/** Splits a semicolon-separated cell (roles, groups) into trimmed, non-empty parts. */
export const splitListCell = (value: string | undefined): string[] =>
  (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

const EMAIL_SCHEMA = z.email();
export const isValidEmail = (value: string): boolean => EMAIL_SCHEMA.safeParse(value).success;

export const rolesOfCell = (value: string | undefined): Role[] =>
  splitListCell(value).filter((part): part is Role => isRole(part));

/**
 * The stateless checks of one row, in the order a person would fix them: a missing column, an empty required
 * cell, an over-long cell, a formula cell, then the e-mail format and the role codes.
 */
export const checkImportRow = (row: ImportRow): ImportRowError[] => {
  const errors: ImportRowError[] = [];
  for (const column of IMPORT_COLUMNS) {
    const value = row[column];
    const required = REQUIRED_IMPORT_COLUMNS.includes(column);
    if (value === undefined) {
      if (required) errors.push({ field: column, code: 'MISSING_COLUMN' });
      continue;
    }
    const empty = column === 'roles' ? splitListCell(value).length === 0 : value.trim() === '';
    if (required && empty) errors.push({ field: column, code: 'REQUIRED' });
    else if (value.length > IMPORT_MAX_LENGTH[column])
      errors.push({ field: column, code: 'TOO_LONG' });
    else if (isFormulaCell(value)) errors.push({ field: column, code: 'FORMULA_CELL' });
  }
  const failed = new Set(errors.map((e) => e.field));
  if (!failed.has('email') && row.email !== undefined && !isValidEmail(normaliseEmail(row.email)))
    errors.push({ field: 'email', code: 'INVALID_EMAIL' });
  if (!failed.has('roles') && row.roles !== undefined)
    for (const part of splitListCell(row.roles))
      if (!isRole(part)) errors.push({ field: 'roles', code: 'UNKNOWN_ROLE', value: part });
  return errors;
};
