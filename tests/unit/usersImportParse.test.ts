import { describe, expect, it } from 'vitest';
import { parseUsersCsv, resolveRoles } from '../../src/resources/users-import/parseCsv';
import { buildRoleAliases } from '../../src/resources/users-import/roleAliases';

const roleAliases = buildRoleAliases();
const parse = (text: string, extra: Partial<Parameters<typeof parseUsersCsv>[1]> = {}) =>
  parseUsersCsv(text, { roleAliases, ...extra });
const codes = (outcome: ReturnType<typeof parse>, rowNumber: number) =>
  outcome.rows.find((r) => r.row.rowNumber === rowNumber)?.errors.map((e) => e.code);

describe('users CSV parse (the worker’s logic, run directly)', () => {
  it('maps the header, numbers rows like a spreadsheet and finds every per-row problem', () => {
    const csv = [
      'E-mail,First name,last_name,Roles,Groups,Notes',
      'ada@example.test,Ada,Lovelace,ROLE_SUPPORT_AGENT,Fraud analysts,x',
      'bad-address,Bob,Builder,ROLE_SUPPORT_AGENT,,',
      'cy@example.test,Cy,Twombly,ROLE_WIZARD;Support agent,,',
      'ADA@example.test ,Ada,Again,ROLE_SUPPORT_AGENT,,',
      'dee@example.test,=HYPERLINK("x"),Dee,ROLE_SUPPORT_AGENT,,',
      'eve@example.test,Eve',
      'fay@example.test,,Fay,ROLE_SUPPORT_AGENT,,',
      'gus@example.test,"\tGus",Gus,ROLE_SUPPORT_AGENT,,',
      'hal@example.test,Hal,Hal,@SUM(1),,',
    ].join('\r\n');
    const outcome = parse(csv);
    expect(outcome.columns).toEqual(['email', 'firstName', 'lastName', 'roles', 'groups']);
    expect(outcome.missingColumns).toEqual([]);
    expect(outcome.unknownColumns).toEqual(['Notes']);
    expect(outcome.rows.map((r) => r.row.rowNumber)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(outcome.rows[0]).toEqual({
      row: {
        rowNumber: 2,
        email: 'ada@example.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        roles: 'ROLE_SUPPORT_AGENT',
        groups: 'Fraud analysts',
      },
      errors: [],
    });
    expect(codes(outcome, 3)).toEqual(['INVALID_EMAIL']);
    // Readable names become codes; unknown names stay for the error message.
    expect(outcome.rows[2]?.row.roles).toBe('ROLE_WIZARD;ROLE_SUPPORT_AGENT');
    expect(outcome.rows[2]?.errors).toEqual([
      { field: 'roles', code: 'UNKNOWN_ROLE', value: 'ROLE_WIZARD' },
    ]);
    expect(outcome.rows[3]?.errors).toEqual([
      { field: 'email', code: 'DUPLICATE_IN_FILE', value: '2' },
    ]);
    expect(codes(outcome, 6)).toEqual(['FORMULA_CELL']);
    expect(codes(outcome, 7)).toEqual(['MISSING_COLUMN', 'MISSING_COLUMN']);
    expect(codes(outcome, 8)).toEqual(['REQUIRED']);
    expect(codes(outcome, 9)).toEqual(['FORMULA_CELL']);
    expect(codes(outcome, 10)).toEqual(['FORMULA_CELL']);
  });

  it('a header without required columns gives MISSING_COLUMN on every row', () => {
    const outcome = parse('email,firstName\nada@example.test,Ada\n');
    expect(outcome.missingColumns).toEqual(['lastName', 'roles']);
    expect(outcome.rows[0]?.errors).toEqual([
      { field: 'lastName', code: 'MISSING_COLUMN' },
      { field: 'roles', code: 'MISSING_COLUMN' },
    ]);
  });

  it('German readable role names and mixed case resolve too', () => {
    expect(resolveRoles('support-mitarbeiter ; PRODUCT MANAGER', roleAliases)).toBe(
      'ROLE_SUPPORT_AGENT;ROLE_PRODUCT_MANAGER',
    );
    expect(resolveRoles('=Support agent', roleAliases)).toBe('=Support agent');
  });

  it('stops at the row limit and says so', () => {
    const lines = ['email,firstName,lastName,roles'];
    for (let i = 0; i < 12; i++) lines.push(`u${i}@example.test,A,B,ROLE_SUPPORT_AGENT`);
    const outcome = parse(lines.join('\n'), { maxRows: 10 });
    expect(outcome.rows).toHaveLength(10);
    expect(outcome.truncated).toBe(true);
  });

  it('10,000 rows: parses with progress by rows and bytes (time is logged, not asserted)', () => {
    const lines = ['email,firstName,lastName,roles,groups'];
    for (let i = 0; i < 10_000; i++)
      lines.push(`user${i}@example.test,First${i},Last${i},Support agent;ROLE_SUPPORT_MANAGER,`);
    lines.push('user5@example.test,Dup,Row,ROLE_SUPPORT_AGENT,');
    const text = lines.join('\n');
    const progress: { rows: number; bytes: number; totalBytes: number }[] = [];
    const started = performance.now();
    const outcome = parse(text, { onProgress: (p) => progress.push(p) });
    const elapsed = performance.now() - started;
    console.info(`users import: parsed ${outcome.rows.length} rows in ${elapsed.toFixed(0)} ms`);
    expect(outcome.rows).toHaveLength(10_001);
    expect(outcome.rows.filter((r) => r.errors.length > 0).map((r) => r.row.rowNumber)).toEqual([
      10_002,
    ]);
    expect(progress.length).toBeGreaterThanOrEqual(20);
    expect(progress.map((p) => p.rows)).toEqual(
      [...progress.map((p) => p.rows)].sort((a, b) => a - b),
    );
    expect(progress.at(-1)).toEqual({ rows: 10_001, bytes: text.length, totalBytes: text.length });
  });
});
