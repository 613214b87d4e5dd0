// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/schemas/jobs';
import type { DatasetFileCheck } from '../../src/contract/schemas/datasets';
import { call, expectDescriptor, jobEnded, signIn, startServer, type TestServer } from './helpers';

/**
 * Datasets' long work in the emulator: exports (at once up to 1,000 items, through a job above), the export's
 * info and download, the full preview, the creation from a file of public ids with its row errors and input
 * file, and the job calls (own jobs only, cancel, acknowledge, dismiss), plus a job that goes on after a restart.
 */
interface Dataset {
  id: string;
  name: string;
  status: string;
  itemCount: number;
  sizeBytes: number;
}
type Page<T> = { content: T[]; totalElements: number };

let server: TestServer;
let admin: string;
let analyst: string;
let agent: string;
let globexAdmin: string;

beforeAll(async () => {
  server = await startServer({ jobPaceMs: 1 });
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  globexAdmin = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const datasetsOf = async (token: string, base = server.base) =>
  (
    await call<Page<Dataset>>(base, '/api/v1/datasets/filter', {
      token,
      body: { offset: 0, pageSize: 50 },
    })
  ).json.content;

const rowsOf = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

/** Polls the job until it has ended. */
const ended = (token: string, id: string, base = server.base): Promise<Job> =>
  jobEnded(base, token, id);

/** A dataset of every verification of Acme Bank: larger than a synchronous export. */
const bigDataset = async (token: string, name: string, base = server.base) => {
  const made = await call<Dataset>(base, '/api/v1/datasets/indirect', {
    token,
    body: { name, filter: {} },
  });
  expect(made.status).toBe(201);
  expect(made.json.itemCount).toBeGreaterThan(1_000);
  return made.json;
};

describe('dataset exports', () => {
  it('exports a small dataset at once: the file holds every item in order, formula-safe', async () => {
    const small = (await datasetsOf(admin)).find((d) => d.name === 'Rejected verifications')!;
    expect(small.itemCount).toBeLessThanOrEqual(1_000);
    const started = await call<Job>(server.base, `/api/v1/datasets/${small.id}/export`, {
      token: analyst,
      method: 'POST',
    });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      kind: 'DATASET_EXPORT',
      state: 'DONE',
      processed: small.itemCount,
      rowCount: small.itemCount,
      subject: { id: small.id, name: 'Rejected verifications' },
    });
    // The size the dataset states is its export's, as long as its verifications are unchanged.
    expect(started.json.sizeBytes).toBe(small.sizeBytes);
    // The user has the answer: nothing to tell them later.
    expect(started.json.acknowledgedAt).not.toBeNull();
    const info = await call<{ job: Job }>(server.base, `/api/v1/datasets/${small.id}/export-info`, {
      token: analyst,
    });
    expect(info.json.job.id).toBe(started.json.id);
    const file = await call(server.base, `/api/v1/datasets/${small.id}/download`, {
      token: analyst,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain('dataset-rejected-verifications-');
    expect(Number(file.headers.get('content-length'))).toBe(started.json.sizeBytes);
    const rows = rowsOf(file.text);
    expect(rows).toHaveLength(small.itemCount);
    expect(rows.map((row) => row.position)).toEqual(
      Array.from({ length: small.itemCount }, (_, i) => String(i + 1)),
    );
    expect(rows.every((row) => row.status === 'REJECTED')).toBe(true);
    const preview = await call<{ items: { id: string }[] }>(
      server.base,
      `/api/v1/datasets/${small.id}/preview`,
      { token: analyst },
    );
    expect(rows.slice(0, 20).map((row) => row.id)).toEqual(preview.json.items.map((i) => i.id));
    // The admin has exported nothing of it yet: their info is empty and there is nothing to download.
    expect(
      (
        await call<{ job: Job | null }>(server.base, `/api/v1/datasets/${small.id}/export-info`, {
          token: admin,
        })
      ).json.job,
    ).toBeNull();
    expectDescriptor(
      await call(server.base, `/api/v1/datasets/${small.id}/download`, { token: admin }),
      404,
      'NOT_FOUND',
    );
  });

  it('exports a large dataset through a job the user follows; others never see it', async () => {
    const big = await bigDataset(admin, 'Everything, for the export');
    const started = await call<Job>(server.base, `/api/v1/datasets/${big.id}/export`, {
      token: admin,
      method: 'POST',
    });
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({ state: 'RUNNING', total: big.itemCount });
    const listed = await call<{ items: Job[] }>(server.base, '/api/v1/jobs', { token: admin });
    expect(listed.json.items[0]!.id).toBe(started.json.id);
    // Another tenant of the same user, another user: not found.
    for (const token of [globexAdmin, analyst]) {
      expectDescriptor(
        await call(server.base, `/api/v1/jobs/${started.json.id}`, { token }),
        404,
        'NOT_FOUND',
      );
      expect(
        (await call<{ items: Job[] }>(server.base, '/api/v1/jobs', { token })).json.items.some(
          (job) => job.id === started.json.id,
        ),
      ).toBe(false);
    }
    const done = await ended(admin, started.json.id);
    expect(done).toMatchObject({
      state: 'DONE',
      processed: big.itemCount,
      rowCount: big.itemCount,
    });
    expect(done.acknowledgedAt).toBeNull();
    const file = await call(server.base, `/api/v1/jobs/${done.id}/file`, { token: admin });
    expect(file.status).toBe(200);
    expect(Buffer.byteLength(file.text)).toBe(done.sizeBytes);
    const rows = rowsOf(file.text);
    expect(rows).toHaveLength(big.itemCount);
    expect(new Set(rows.map((row) => row.id)).size).toBe(big.itemCount);
    // Told once: the acknowledgement is kept.
    const acknowledged = await call<Job>(server.base, `/api/v1/jobs/${done.id}/acknowledge`, {
      token: admin,
      method: 'POST',
    });
    expect(acknowledged.json.acknowledgedAt).not.toBeNull();
    expect(
      (await call<Job>(server.base, `/api/v1/jobs/${done.id}`, { token: admin })).json
        .acknowledgedAt,
    ).toBe(acknowledged.json.acknowledgedAt);
    // Dismissed, it is gone with its file.
    expect(
      (await call(server.base, `/api/v1/jobs/${done.id}`, { token: admin, method: 'DELETE' }))
        .status,
    ).toBe(204);
    expectDescriptor(
      await call(server.base, `/api/v1/jobs/${done.id}/file`, { token: admin }),
      404,
      'NOT_FOUND',
    );
  });

  it('a dataset being rebuilt takes no export or full preview; those without the permission get 403', async () => {
    const nightly = (await datasetsOf(admin)).find((d) => d.status === 'MAINTENANCE')!;
    for (const path of ['export', 'preview']) {
      const refused = await call<{ message: string }>(
        server.base,
        `/api/v1/datasets/${nightly.id}/${path}`,
        { token: admin, method: 'POST' },
      );
      expectDescriptor(refused, 409, 'DATASET_MAINTENANCE');
      expect(refused.json.message).toContain('The system is currently undergoing maintenance.');
      expect(refused.json.message).toContain(nightly.name);
    }
    const ready = (await datasetsOf(admin)).find((d) => d.status === 'READY')!;
    expectDescriptor(
      await call(server.base, `/api/v1/datasets/${ready.id}/export`, {
        token: agent,
        method: 'POST',
      }),
      403,
      'ACCESS_DENIED',
    );
  });

  it('the full preview reads every item again and counts what is there now', async () => {
    const dataset = (await datasetsOf(admin)).find((d) => d.name === 'German ID cards')!;
    const before = await call<{ summary: { byStatus: Record<string, number> } }>(
      server.base,
      `/api/v1/datasets/${dataset.id}/preview`,
      { token: admin },
    );
    const started = await call<Job>(server.base, `/api/v1/datasets/${dataset.id}/preview`, {
      token: admin,
      method: 'POST',
    });
    expect(started.status).toBe(202);
    expect(started.json.fileName).toBeNull();
    const done = await ended(admin, started.json.id);
    expect(done.state).toBe('DONE');
    expect(done.result).toMatchObject({ available: dataset.itemCount, missing: 0 });
    expect(done.result!.byStatus).toEqual(before.json.summary.byStatus);
    expect(done.result!.byCountry).toEqual({ DE: dataset.itemCount });
    const latest = await call<{ items: Job[] }>(
      server.base,
      `/api/v1/jobs?subject=${dataset.id}&kind=DATASET_FULL_PREVIEW`,
      { token: admin },
    );
    expect(latest.json.items.map((job) => job.id)).toEqual([done.id]);
    expectDescriptor(
      await call(server.base, `/api/v1/jobs/${done.id}/file`, { token: admin }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('a large dataset', () => {
  it('is answered BUILDING, counted in the background, then READY with its counts and size', async () => {
    // Counted a chunk per 200 ms: still BUILDING when the export is asked for at once.
    const small = await startServer({ jobPaceMs: 200, datasetSyncSummaryMax: 100 });
    try {
      const token = (await signIn(small.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
      const made = await call<Dataset>(small.base, '/api/v1/datasets/indirect', {
        token,
        body: { name: 'Everything, counted later', filter: {} },
      });
      expect(made.status).toBe(201);
      expect(made.json).toMatchObject({ status: 'BUILDING', sizeBytes: 0 });
      const refused = await call<{ message: string }>(
        small.base,
        `/api/v1/datasets/${made.json.id}/export`,
        { token, method: 'POST' },
      );
      expectDescriptor(refused, 409, 'ACTION_NOT_ALLOWED');
      expect(refused.json.message).toContain('still being built');
      let current = made.json;
      for (let i = 0; i < 500 && current.status === 'BUILDING'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        current = (await call<Dataset>(small.base, `/api/v1/datasets/${made.json.id}`, { token }))
          .json;
      }
      expect(current.status).toBe('READY');
      const preview = await call<{ summary: { byStatus: Record<string, number> } }>(
        small.base,
        `/api/v1/datasets/${made.json.id}/preview`,
        { token },
      );
      expect(Object.values(preview.json.summary.byStatus).reduce((a, b) => a + b, 0)).toBe(
        current.itemCount,
      );
      const started = await call<Job>(small.base, `/api/v1/datasets/${made.json.id}/export`, {
        token,
        method: 'POST',
      });
      const done = await ended(token, started.json.id, small.base);
      expect(done.sizeBytes).toBe(current.sizeBytes);
    } finally {
      await small.close();
    }
  });
});

describe('cancelling a job', () => {
  it('stops it before its next chunk and removes its file; an ended job cannot be cancelled', async () => {
    const slow = await startServer({ jobPaceMs: 60_000 });
    try {
      const token = (await signIn(slow.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
      const big = await bigDataset(token, 'Everything, to cancel', slow.base);
      const started = await call<Job>(slow.base, `/api/v1/datasets/${big.id}/export`, {
        token,
        method: 'POST',
      });
      expect(started.status).toBe(202);
      const cancelled = await call<Job>(slow.base, `/api/v1/jobs/${started.json.id}/cancel`, {
        token,
        method: 'POST',
      });
      expect(cancelled.json.state).toBe('CANCELLED');
      expect(cancelled.json.processed).toBeLessThan(big.itemCount);
      expectDescriptor(
        await call(slow.base, `/api/v1/jobs/${started.json.id}/cancel`, { token, method: 'POST' }),
        409,
        'ACTION_NOT_ALLOWED',
      );
      const file = await call<{ message: string }>(
        slow.base,
        `/api/v1/jobs/${started.json.id}/file`,
        { token },
      );
      expectDescriptor(file, 409, 'ACTION_NOT_ALLOWED');
      expect(file.json.message).toBe('The job was cancelled, so it has no file.');
    } finally {
      await slow.close();
    }
  });
});

describe('a job after a restart', () => {
  it('goes on where it stopped, and its file holds every row once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trustdesk-jobs-restart-'));
    const dataFile = join(dir, 'db.sqlite');
    try {
      const first = await startServer({ dataFile, jobPaceMs: 200 });
      const token = (await signIn(first.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
      const big = await bigDataset(token, 'Everything, across a restart', first.base);
      const started = await call<Job>(first.base, `/api/v1/datasets/${big.id}/export`, {
        token,
        method: 'POST',
      });
      // Stopped after a chunk or two.
      let seen = started.json;
      for (let i = 0; i < 100 && seen.processed === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen = (await call<Job>(first.base, `/api/v1/jobs/${started.json.id}`, { token })).json;
      }
      expect(seen.state).toBe('RUNNING');
      expect(seen.processed).toBeGreaterThan(0);
      expect(seen.processed).toBeLessThan(big.itemCount);
      await first.close();
      first.mock.store.close();

      const second = await startServer({ dataFile, jobPaceMs: 1 });
      try {
        const again = (await signIn(second.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
        const done = await ended(again, started.json.id, second.base);
        expect(done).toMatchObject({ state: 'DONE', rowCount: big.itemCount });
        const rows = rowsOf(
          (await call(second.base, `/api/v1/jobs/${done.id}/file`, { token: again })).text,
        );
        expect(rows.map((row) => Number(row.position))).toEqual(
          Array.from({ length: big.itemCount }, (_, i) => i + 1),
        );
      } finally {
        await second.close();
        second.mock.store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('datasets from a file of public ids', () => {
  const publicIdsOf = async (token: string, status: string, count: number) =>
    (
      await call<Page<{ publicId: string }>>(server.base, '/api/v1/verifications/filter', {
        token,
        body: { status: [status], offset: 0, pageSize: count },
      })
    ).json.content.map((v) => v.publicId);

  it('checks every row, then makes the dataset of the valid ones and keeps the file as uploaded', async () => {
    const [a, b, c] = await publicIdsOf(admin, 'APPROVED', 3);
    const [foreign] = await publicIdsOf(globexAdmin, 'APPROVED', 1);
    const content = `publicId,note\r\n${a},first\r\n${b},\r\n,empty\r\n${a},again\r\n${foreign},globex\r\nnot-an-id,x\r\n${c},last\r\n`;
    const body = { name: 'Partner file, November', fileName: 'partner-ids.csv', content };
    const check = await call<DatasetFileCheck>(server.base, '/api/v1/datasets/file', {
      token: admin,
      body: { ...body, dryRun: true },
    });
    expect(check.status).toBe(200);
    expect(check.json).toEqual({
      rows: 7,
      valid: 3,
      errorCount: 4,
      errors: [
        { line: 4, value: '', code: 'MISSING_PUBLIC_ID' },
        { line: 5, value: a, code: 'DUPLICATE', firstLine: 2 },
        // Another tenant's verification reads as unknown.
        { line: 6, value: foreign, code: 'NOT_FOUND' },
        { line: 7, value: 'not-an-id', code: 'NOT_FOUND' },
      ],
    });
    const refused = await call(server.base, '/api/v1/datasets/file', { token: admin, body });
    expectDescriptor(refused, 400, 'VALIDATION_ERROR_CODE');
    const made = await call<Dataset & { source: string; criteria: string }>(
      server.base,
      '/api/v1/datasets/file',
      { token: admin, body: { ...body, skipInvalidRows: true } },
    );
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      source: 'FILE',
      criteria: 'partner-ids.csv',
      itemCount: 3,
      status: 'READY',
    });
    const input = await call(server.base, `/api/v1/datasets/${made.json.id}/input-file`, {
      token: analyst,
    });
    expect(input.status).toBe(200);
    expect(input.text).toBe(content);
    expect(input.headers.get('content-disposition')).toContain('filename="partner-ids.csv"');
    const preview = await call<{ items: { publicId: string }[] }>(
      server.base,
      `/api/v1/datasets/${made.json.id}/preview`,
      { token: admin },
    );
    expect(preview.json.items.map((item) => item.publicId)).toEqual([a, b, c]);
    // The same name again is refused on its field.
    expectDescriptor(
      await call(server.base, '/api/v1/datasets/file', {
        token: admin,
        body: { ...body, skipInvalidRows: true },
      }),
      409,
      'DUPLICATE_ENTITY',
    );
  });

  it('takes one column of ids without a header; refuses a file it cannot read, and anyone who may not make datasets', async () => {
    const ids = await publicIdsOf(admin, 'REJECTED', 2);
    const plain = await call<Dataset>(server.base, '/api/v1/datasets/file', {
      token: admin,
      body: { name: 'Two rejected', fileName: 'ids.txt', content: ids.join('\n') },
    });
    expect(plain.status).toBe(201);
    expect(plain.json.itemCount).toBe(2);
    const unreadable = await call<{ details: { field: string; message: string }[] }>(
      server.base,
      '/api/v1/datasets/file',
      {
        token: admin,
        body: { name: 'Columns', fileName: 'x.csv', content: 'id,name\r\n1,a\r\n', dryRun: true },
      },
    );
    expectDescriptor(unreadable, 400, 'VALIDATION_ERROR_CODE');
    expect(unreadable.json.details[0]).toMatchObject({ field: 'file' });
    expect(unreadable.json.details[0]!.message).toContain('publicId');
    expectDescriptor(
      await call(server.base, '/api/v1/datasets/file', {
        token: analyst,
        body: { name: 'No', fileName: 'ids.txt', content: ids.join('\n') },
      }),
      403,
      'ACCESS_DENIED',
    );
    // A dataset made from a filter has no input file.
    const fromFilter = (await datasetsOf(admin)).find((d) => d.name === 'German ID cards')!;
    expectDescriptor(
      await call(server.base, `/api/v1/datasets/${fromFilter.id}/input-file`, { token: admin }),
      404,
      'NOT_FOUND',
    );
  });

  it('the seeded partner sample keeps its file', async () => {
    const sample = (await datasetsOf(admin)).find((d) => d.name === 'Partner sample')!;
    const input = await call(server.base, `/api/v1/datasets/${sample.id}/input-file`, {
      token: admin,
    });
    expect(input.status).toBe(200);
    expect(rowsOf(input.text)).toHaveLength(sample.itemCount);
  });
});
