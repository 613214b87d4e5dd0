// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import type { FraudCsvReport, FraudCsvRow } from '../../src/contract/schemas/fraudCsv';
import type { Job } from '../../src/contract/schemas/jobs';
import {
  call,
  expectDescriptor,
  freshTotp,
  jobEnded,
  signIn,
  startServer,
  type CallResult,
  type TestServer,
} from './helpers';

/**
 * The fraud database's CSV update: the dry run reports every row and changes nothing; the guarded update checks
 * the file again and writes its valid rows in one transaction with one audit entry; a 10,000-row file works.
 */
let server: TestServer;
let manager: string;
let merchant: string;

interface Entry {
  id: string;
  label: string;
  status: string;
  source: string;
  kind: string;
  version: number;
}
type Page<T> = { content: T[]; totalElements: number };

const guard = () => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, DEMO_ACCOUNTS.manager.totpSecret),
  reason: 'Quarterly list from the card schemes',
  classification: 'REGULATORY',
});

/** The dry run as the portal makes it: a job of the caller, followed to its end, then its report. */
const dryRun = async (token: string, rows: FraudCsvRow[]) => {
  const started = await call<Job>(server.base, '/api/v1/fraud-entries/csv/dry-run', {
    token,
    body: { rows, fileName: 'consortium.csv' },
  });
  if (started.status !== 200 && started.status !== 202)
    return started as unknown as CallResult<FraudCsvReport>;
  const job = await jobEnded(server.base, token, started.json.id);
  return call<FraudCsvReport>(server.base, `/api/v1/fraud-entries/csv/dry-run/${job.id}`, {
    token,
  });
};
const update = (token: string, rows: FraudCsvRow[]) =>
  call<FraudCsvReport>(server.base, '/api/v1/fraud-entries/csv', {
    token,
    body: { entity: { rows }, ...guard() },
  });
const entries = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Entry>>(server.base, '/api/v1/fraud-entries/filter', {
    token,
    body: { offset: 0, pageSize: 50, count: true, ...body },
  });

beforeAll(async () => {
  server = await startServer({ jobPaceMs: 1 });
  manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
  merchant = (await signIn(server.base, 'merchant@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

describe('fraud database CSV update', () => {
  it('reports per row what would be created, updated or rejected and why, changing nothing', async () => {
    const existing = (await entries(manager, { kind: 'EMAIL' })).json.content[0]!;
    const globexEntry = (await entries(merchant)).json.content[0]!;
    const before = (await entries(manager)).json.totalElements;
    const rows: FraudCsvRow[] = [
      {
        rowNumber: 2,
        kind: 'person',
        fullName: 'Dmytro Shevchenko',
        dateOfBirth: '1983-06-14',
        reason: 'Mule',
      },
      {
        rowNumber: 3,
        id: existing.id,
        kind: 'EMAIL',
        email: existing.label,
        reason: 'Confirmed',
        status: 'FRAUD',
      },
      { rowNumber: 4, kind: 'IBAN', iban: 'DE00 1234', reason: 'Bad checksum' },
      {
        rowNumber: 5,
        kind: 'PERSON',
        fullName: 'Shevchenko Dmytro',
        dateOfBirth: '1983-06-14',
        reason: 'Twice',
      },
      { rowNumber: 6, id: globexEntry.id, kind: 'EMAIL', email: 'a@b.example', reason: 'Not ours' },
      { rowNumber: 7, kind: 'GADGET', reason: 'Unknown kind' },
      { rowNumber: 8, kind: 'PHONE', reason: 'No number' },
    ];
    const res = await dryRun(manager, rows);
    expect(res.status).toBe(200);
    expect(res.json.applied).toBe(false);
    expect(res.json.counts).toMatchObject({ create: 1, update: 1, reject: 5 });
    const byRow = Object.fromEntries(res.json.rows.map((row) => [row.rowNumber, row]));
    expect(byRow[2]).toMatchObject({ outcome: 'CREATE', label: 'Dmytro Shevchenko' });
    expect(byRow[3]).toMatchObject({ outcome: 'UPDATE', entryId: existing.id });
    expect(byRow[4]!.errors).toEqual([{ field: 'iban', code: 'IBAN_CHECKSUM' }]);
    expect(byRow[5]!.errors).toEqual([{ field: 'kind', code: 'DUPLICATE_IN_FILE' }]);
    expect(byRow[6]!.errors).toEqual([{ field: 'id', code: 'FRAUD_ENTRY_NOT_OWNED' }]);
    expect(byRow[7]!.errors).toEqual([{ field: 'kind', code: 'INVALID' }]);
    expect(byRow[8]!.errors).toEqual([{ field: 'phone', code: 'REQUIRED_FOR_KIND' }]);
    expect((await entries(manager)).json.totalElements).toBe(before);
  });

  it('names the entries a new subject looks like', async () => {
    const person = (await entries(manager, { kind: 'PERSON', source: 'VERIFICATION' })).json
      .content[0]! as Entry & { fullName: string; dateOfBirth: string };
    const [first, last] = person.fullName.split(' ');
    const [year, month, day] = person.dateOfBirth.split('-');
    const res = await dryRun(manager, [
      {
        rowNumber: 2,
        kind: 'PERSON',
        fullName: `${first} ${last}`,
        // Another person, as far as identity goes (day and month swapped), but close enough to look at.
        dateOfBirth:
          Number(day) <= 12 && day !== month ? `${year}-${day}-${month}` : `${year}-01-01`,
        reason: 'Look-alike',
      },
    ]);
    expect(res.json.rows[0]!.outcome).toBe('CREATE');
    expect(res.json.rows[0]!.collisions.map((c) => c.id)).toContain(person.id);
    expect(res.json.counts.collide).toBe(1);
  });

  it('applies the valid rows of the file at once, reports the others, and audits the update once', async () => {
    const before = (await entries(manager)).json.totalElements;
    const res = await update(manager, [
      { rowNumber: 2, kind: 'DEVICE', deviceId: 'device-csv-0001', reason: 'Emulator farm' },
      {
        rowNumber: 3,
        kind: 'EMAIL',
        email: 'csv.buyer@example.org',
        reason: 'Chargebacks',
        status: 'FRAUD',
      },
      { rowNumber: 4, kind: 'PHONE', phone: '12345', reason: 'Not E.164' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ applied: true, counts: { create: 2, update: 0, reject: 1 } });
    const created = res.json.rows.filter((row) => row.outcome === 'CREATE');
    expect(created.every((row) => row.entryId?.startsWith('fe-'))).toBe(true);
    expect((await entries(manager)).json.totalElements).toBe(before + 2);
    const stored = await call<Entry>(server.base, `/api/v1/fraud-entries/${created[1]!.entryId}`, {
      token: manager,
    });
    expect(stored.json).toMatchObject({
      source: 'CSV',
      status: 'FRAUD',
      label: 'csv.buyer@example.org',
    });
    const audit = await call<{ content: { action: string; after: Record<string, unknown> }[] }>(
      server.base,
      '/api/v1/auditlog/filter',
      {
        token: (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken,
        body: { offset: 0, pageSize: 10, action: 'FRAUD_ENTRIES_CSV_UPDATE' },
      },
    );
    expect(audit.json.content[0]).toMatchObject({
      action: 'FRAUD_ENTRIES_CSV_UPDATE',
      after: expect.objectContaining({ create: 2, reject: 1 }),
    });
  });

  it('changes nothing without the guard, and refuses a verdict taken back by a non-administrator', async () => {
    const before = (await entries(manager)).json.totalElements;
    const unguarded = await call(server.base, '/api/v1/fraud-entries/csv', {
      token: manager,
      body: { entity: { rows: [{ rowNumber: 2, kind: 'DEVICE', deviceId: 'x-1', reason: 'r' }] } },
    });
    expectDescriptor(unguarded, 400, 'PASSWORD_REQUIRED_ERROR');
    expect((await entries(manager)).json.totalElements).toBe(before);
    const fraud = (await entries(manager, { status: 'FRAUD', kind: 'DEVICE' })).json
      .content[0]! as Entry & {
      deviceId: string;
    };
    const res = await dryRun(manager, [
      {
        rowNumber: 2,
        id: fraud.id,
        kind: 'DEVICE',
        deviceId: fraud.deviceId,
        reason: 'Reopen',
        status: 'NEW',
      },
    ]);
    expect(res.json.rows[0]!.errors).toEqual([{ field: 'status', code: 'REOPEN_ADMIN_ONLY' }]);
  });

  it('takes a 10,000-row file (over the usual 1 MiB body) and plans every row', async () => {
    const rows: FraudCsvRow[] = Array.from({ length: 10_000 }, (_, index) => ({
      rowNumber: index + 2,
      kind: 'EMAIL',
      email: `bulk.${index}@list.example.com`,
      reason: 'Imported from the consortium list of known mule accounts, quarter three.',
      status: 'FRAUD',
    }));
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    const res = await dryRun(manager, rows);
    expect(res.status).toBe(200);
    expect(res.json.counts).toMatchObject({ create: 10_000, reject: 0 });
    const tooMany = await dryRun(manager, [...rows, { ...rows[0]!, rowNumber: 10_002 }]);
    expectDescriptor(tooMany, 400, 'VALIDATION_ERROR_CODE');
  });

  it('checks a larger file in a background job the user follows, and finds a duplicate across chunks', async () => {
    const rows: FraudCsvRow[] = Array.from({ length: 600 }, (_, index) => ({
      rowNumber: index + 2,
      kind: 'EMAIL',
      email: index === 520 ? 'chunk.0@mule.example.com' : `chunk.${index}@mule.example.com`,
      reason: 'Consortium list',
    }));
    const started = await call<Job>(server.base, '/api/v1/fraud-entries/csv/dry-run', {
      token: manager,
      body: { rows, fileName: 'mules.csv' },
    });
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({
      kind: 'FRAUD_CSV_DRY_RUN',
      state: 'RUNNING',
      total: 600,
      subject: { type: 'FraudCsv', name: 'mules.csv' },
      fileName: 'mules-dry-run.csv',
    });
    const early = await call(server.base, `/api/v1/fraud-entries/csv/dry-run/${started.json.id}`, {
      token: manager,
    });
    if (early.status !== 200) expectDescriptor(early, 409, 'ACTION_NOT_ALLOWED');
    // The tray lists it; nobody else can see it or its report.
    const tray = await call<{ items: Job[] }>(server.base, '/api/v1/jobs', { token: manager });
    expect(tray.json.items.map((job) => job.id)).toContain(started.json.id);
    const admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
    expectDescriptor(
      await call(server.base, `/api/v1/fraud-entries/csv/dry-run/${started.json.id}`, {
        token: admin,
      }),
      404,
      'NOT_FOUND',
    );

    const job = await jobEnded(server.base, manager, started.json.id);
    expect(job).toMatchObject({ state: 'DONE', processed: 600, rowCount: 600 });
    const report = await call<FraudCsvReport>(
      server.base,
      `/api/v1/fraud-entries/csv/dry-run/${job.id}`,
      { token: manager },
    );
    expect(report.json.rows).toHaveLength(600);
    expect(report.json.counts).toMatchObject({ create: 599, reject: 1 });
    // Row 522 repeats row 2's subject, two chunks later.
    expect(report.json.rows.find((row) => row.rowNumber === 522)?.errors).toEqual([
      { field: 'kind', code: 'DUPLICATE_IN_FILE' },
    ]);
    const file = await call(server.base, `/api/v1/jobs/${job.id}/file`, { token: manager });
    expect(file.status).toBe(200);
    const lines = file.text.trim().split('\r\n');
    expect(lines[0]).toBe('row,outcome,subject,entryId,reasons,looksLike');
    expect(lines).toHaveLength(601);
    expect(lines.find((line) => line.startsWith('522,'))).toContain('kind: DUPLICATE_IN_FILE');
    // Nothing was written.
    expect((await entries(manager, { q: 'chunk.1@mule.example.com' })).json.totalElements).toBe(0);
  });
});
