// @vitest-environment node
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/schemas/jobs';
import type { ExperimentStatistics } from '../../src/contract/schemas/experiments';
import { verificationSchema, type Verification } from '../../src/contract/schemas/verifications';
import { call, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/**
 * Experiments in the emulator: the state machine (legal transitions only, 409 otherwise, each audited), the run
 * that processes the sampled items over time (pause holds it, resume goes on), the statistics, the search and
 * its CSV job, deletes only in draft or archived, and a dataset kept while an experiment uses it.
 */
interface Experiment {
  id: string;
  name: string;
  state: string;
  datasetId: string;
  armA: string;
  armB: string;
  samplePercentage: number | null;
  processed: number;
  total: number;
  version: number;
  owner: string;
}
type Page<T> = { content: T[]; totalElements: number };

let server: TestServer;
let admin: string;
let analyst: string;
let agent: string;
let globexAdmin: string;

beforeAll(async () => {
  server = await startServer({ jobPaceMs: 5 });
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  globexAdmin = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const search = async (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Experiment>>(server.base, '/api/v1/experiments/search', {
    token,
    body: { offset: 0, pageSize: 50, ...body },
  });

const seeded = async (name: string) =>
  (await search(admin)).json.content.find((experiment) => experiment.name === name)!;

const act = (token: string, experiment: Experiment, action: string, body: object = {}) =>
  call<Experiment & { code?: string; message?: string }>(
    server.base,
    `/api/v1/experiments/${experiment.id}/${action}`,
    { token, body: { version: experiment.version, ...body } },
  );

const statistics = async (id: string, token = analyst) =>
  (await call<ExperimentStatistics>(server.base, `/api/v1/experiments/${id}/statistics`, { token }))
    .json;

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 600; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
};

const get = async (id: string, token = admin) =>
  (await call<Experiment>(server.base, `/api/v1/experiments/${id}`, { token })).json;

/** A new draft on the seeded "Rejected verifications" dataset, comparing two of the tenant's workflows. */
const draft = async (name: string) => {
  const template = await seeded('Screening-only re-check of possible matches');
  const datasets = await call<Page<{ id: string; name: string }>>(
    server.base,
    '/api/v1/datasets/filter',
    { token: admin, body: { offset: 0, pageSize: 50 } },
  );
  const dataset = datasets.json.content.find((d) => d.name === 'Rejected verifications')!;
  const made = await call<Experiment>(server.base, '/api/v1/experiments', {
    token: admin,
    body: { name, datasetId: dataset.id, armA: template.armA, armB: template.armB },
  });
  expect(made.status).toBe(201);
  return made.json;
};

describe('experiments: records and access', () => {
  it('searches with the spec’s POST search: seeded experiments of the tenant only, filtered by state', async () => {
    const all = await search(analyst);
    expect(all.status).toBe(200);
    expect(all.json.content.map((e) => e.state).sort()).toEqual(
      ['ARCHIVED', 'DRAFT', 'PAUSED', 'STOPPED'].sort(),
    );
    const paused = await search(analyst, { state: 'PAUSED' });
    expect(paused.json.content.map((e) => e.name)).toEqual([
      'Document-only check on German ID cards',
    ]);
    const globex = await search(globexAdmin);
    expect(globex.json.content.every((e) => !all.json.content.some((a) => a.id === e.id))).toBe(
      true,
    );
  });

  it('answers 403 to a support agent and to an experiment user who creates or starts', async () => {
    expect((await search(agent)).status).toBe(403);
    const denied = await call(server.base, '/api/v1/experiments', {
      token: analyst,
      body: { name: 'Nope', datasetId: 'x', armA: 'a', armB: 'b' },
    });
    expect(denied.status).toBe(403);
    const drafted = await seeded('Screening-only re-check of possible matches');
    expect((await act(analyst, drafted, 'start', { samplePercentage: 10 })).status).toBe(403);
  });

  it('refuses the same workflow in both arms, an unknown dataset, and another tenant’s experiment', async () => {
    const base = await seeded('Screening-only re-check of possible matches');
    const same = await call(server.base, '/api/v1/experiments', {
      token: admin,
      body: { name: 'Same arms', datasetId: base.datasetId, armA: base.armA, armB: base.armA },
    });
    expectDescriptor(same, 400, 'VALIDATION_ERROR_CODE');
    expect(JSON.stringify(same.json)).toContain('SAME_ARMS');
    const unknown = await call(server.base, '/api/v1/experiments', {
      token: admin,
      body: { name: 'Unknown dataset', datasetId: 'ds-nope', armA: base.armA, armB: base.armB },
    });
    expectDescriptor(unknown, 400, 'VALIDATION_ERROR_CODE');
    expect(
      (await call(server.base, `/api/v1/experiments/${base.id}`, { token: globexAdmin })).status,
    ).toBe(404);
  });
});

describe('experiments: the state machine and the run', () => {
  it('starts with a sample, processes it over time, pauses, resumes where it stopped, and stops by itself', async () => {
    const made = await draft('Run it');
    expect(made.state).toBe('DRAFT');
    expect(made.owner).toBe('admin@demo.test');
    const illegal = await act(admin, made, 'pause');
    expectDescriptor(illegal, 409, 'ACTION_NOT_ALLOWED');
    expect(illegal.json.message).toContain('a draft');
    const badPercent = await act(admin, made, 'start', { samplePercentage: 15 });
    expect(badPercent.status).toBe(400);

    const started = await act(admin, made, 'start', { samplePercentage: 50 });
    expect(started.status).toBe(200);
    expect(started.json.state).toBe('RUNNING');
    expect(started.json.samplePercentage).toBe(50);
    const dataset = (
      await call<{ itemCount: number }>(server.base, `/api/v1/datasets/${made.datasetId}`, {
        token: admin,
      })
    ).json;
    // About half of the dataset, the same half every time for this experiment.
    expect(started.json.total).toBeGreaterThan(dataset.itemCount * 0.3);
    expect(started.json.total).toBeLessThan(dataset.itemCount * 0.7);

    const moving = await until(
      () => get(made.id),
      (e) => e.processed > 0,
    );
    const paused = await act(admin, moving, 'pause');
    expect(paused.json.state).toBe('PAUSED');
    const held = (await get(made.id)).processed;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await get(made.id)).processed).toBe(held);
    expect(held).toBeLessThan(started.json.total);

    const resumed = await act(admin, await get(made.id), 'resume');
    expect(resumed.json.state).toBe('RUNNING');
    const finished = await until(
      () => get(made.id),
      (e) => e.state === 'STOPPED',
    );
    expect(finished.processed).toBe(finished.total);
    const stats = await statistics(made.id);
    expect(stats.processed).toBe(finished.total);
    expect(stats.progress).toBe(1);
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(sum(stats.armA.outcomes)).toBe(finished.total);
    expect(sum(stats.armB.outcomes)).toBe(finished.total);
    expect(stats.agreement.compared).toBe(finished.total);
    expect(stats.agreement.agreed).toBeLessThanOrEqual(finished.total);

    // Stopped: no way back to running; archive and unarchive back to STOPPED; delete only once archived.
    expectDescriptor(await act(admin, finished, 'resume'), 409, 'ACTION_NOT_ALLOWED');
    const refused = await call(server.base, `/api/v1/experiments/${made.id}`, {
      token: admin,
      method: 'DELETE',
    });
    expectDescriptor(refused, 409, 'ACTION_NOT_ALLOWED');
    const archived = await act(admin, finished, 'archive');
    expect(archived.json.state).toBe('ARCHIVED');
    const unarchived = await act(admin, archived.json, 'unarchive');
    expect(unarchived.json.state).toBe('STOPPED');
    const rearchived = await act(admin, unarchived.json, 'archive');
    const deleted = await call(server.base, `/api/v1/experiments/${made.id}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(rearchived.json.state).toBe('ARCHIVED');

    const audit = await call<Page<{ action: string; entityId: string }>>(
      server.base,
      '/api/v1/auditlog/filter',
      { token: admin, body: { offset: 0, pageSize: 100 } },
    );
    const actions = audit.json.content
      .filter((entry) => entry.entityId === made.id)
      .map((entry) => entry.action);
    for (const action of [
      'EXPERIMENT_CREATE',
      'EXPERIMENT_START',
      'EXPERIMENT_PAUSE',
      'EXPERIMENT_RESUME',
      'EXPERIMENT_COMPLETE',
      'EXPERIMENT_ARCHIVE',
      'EXPERIMENT_UNARCHIVE',
      'EXPERIMENT_DELETE',
    ])
      expect(actions).toContain(action);
  });

  it('edits a draft only; a started experiment keeps what it compares', async () => {
    const made = await draft('Edit me');
    const edited = await call<Experiment>(server.base, `/api/v1/experiments/${made.id}`, {
      token: admin,
      method: 'PUT',
      body: { ...made, name: 'Edited draft' },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.name).toBe('Edited draft');
    const started = await act(admin, edited.json, 'start', { samplePercentage: -1 });
    expect(started.json.samplePercentage).toBe(-1);
    const refused = await call(server.base, `/api/v1/experiments/${made.id}`, {
      token: admin,
      method: 'PUT',
      body: { ...started.json, name: 'Too late' },
    });
    expectDescriptor(refused, 409, 'ACTION_NOT_ALLOWED');
    await act(admin, await get(made.id), 'stop');
    expect((await get(made.id)).state).toBe('STOPPED');
  });
});

describe('experiments: statistics, CSV search and datasets in use', () => {
  it('gives the seeded finished experiment’s statistics per arm', async () => {
    const done = await seeded('Enhanced due diligence on rejected cases');
    const stats = await statistics(done.id);
    expect(stats.state).toBe('STOPPED');
    expect(stats.processed).toBe(done.total);
    expect(stats.armA.workflowName).toBe('Standard KYC onboarding');
    expect(stats.armB.workflowName).toBe('Enhanced due diligence');
    expect(stats.agreement.rate).not.toBeNull();
    expect(
      (await call(server.base, `/api/v1/experiments/${done.id}/statistics`, { token: agent }))
        .status,
    ).toBe(403);
  });

  it('downloads the search as CSV through a job of the caller, formula-safe', async () => {
    const made = await call<Experiment>(server.base, '/api/v1/experiments', {
      token: admin,
      body: {
        ...(await seeded('Screening-only re-check of possible matches')),
        name: '=HYPERLINK("x")',
      },
    });
    expect(made.status).toBe(201);
    const started = await call<Job>(server.base, '/api/v1/experiments/csv-search', {
      token: admin,
      body: { state: 'DRAFT' },
    });
    expect(started.status).toBe(202);
    expect(started.json.kind).toBe('EXPERIMENT_CSV_SEARCH');
    const job = await until(
      async () =>
        (await call<Job>(server.base, `/api/v1/jobs/${started.json.id}`, { token: admin })).json,
      (j) => j.state !== 'RUNNING',
    );
    expect(job.state).toBe('DONE');
    const file = await call<string>(server.base, `/api/v1/jobs/${job.id}/file`, {
      token: admin,
    });
    const rows = Papa.parse<Record<string, string>>(file.text, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.every((row) => row.state === 'DRAFT')).toBe(true);
    expect(rows.map((row) => row.name)).toContain(`'=HYPERLINK("x")`);
    // Another user does not see the job.
    expect((await call(server.base, `/api/v1/jobs/${job.id}`, { token: analyst })).status).toBe(
      404,
    );
  });

  it('keeps a dataset an experiment uses, naming the experiments', async () => {
    const done = await seeded('Enhanced due diligence on rejected cases');
    const refused = await call<{ message: string; details: { field: string; message: string }[] }>(
      server.base,
      `/api/v1/datasets/${done.datasetId}`,
      { token: admin, method: 'DELETE' },
    );
    expectDescriptor(refused, 409, 'DATASET_IN_USE');
    expect(refused.json.message).toContain('Enhanced due diligence on rejected cases');
    expect(refused.json.details[0]!.message).toContain('Enhanced due diligence on rejected cases');
  });
});

describe('experiments: tagging', () => {
  it('saves an experiment user’s tags as given, refuses unknown or several labels, and measures the arms', async () => {
    const paused = await seeded('Document-only check on German ID cards');
    const template = await call<{ name: string; labels: { key: string; means: string }[] }>(
      server.base,
      `/api/v1/experiments/${paused.id}/tagging-templates`,
      { token: analyst },
    );
    expect(template.status).toBe(200);
    expect(template.json.name).toBe('Document fraud review');
    const item = await call<{
      position: number;
      processed: number;
      tag: unknown;
      outcomeA: string;
    }>(server.base, `/api/v1/experiments/${paused.id}/items/20`, { token: analyst });
    expect(item.status).toBe(200);
    expect(item.json.processed).toBe(paused.processed);
    expect(item.json.tag).toBeNull();
    const path = `/api/v1/experiments/${paused.id}/items/20/tag`;
    const saved = await call<{ tag: { labels: string[]; comment: string; taggedBy: string } }>(
      server.base,
      path,
      { token: analyst, method: 'PUT', body: { labels: ['forged'], comment: 'Font is off' } },
    );
    expect(saved.status).toBe(200);
    expect(saved.json.tag).toMatchObject({
      labels: ['forged'],
      comment: 'Font is off',
      taggedBy: 'analyst@demo.test',
    });
    expectDescriptor(
      await call(server.base, path, { token: analyst, method: 'PUT', body: { labels: ['nope'] } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expectDescriptor(
      await call(server.base, path, {
        token: analyst,
        method: 'PUT',
        body: { labels: ['forged', 'genuine'] },
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    const again = await call<{ tag: { labels: string[] } }>(
      server.base,
      `/api/v1/experiments/${paused.id}/items/20`,
      { token: analyst },
    );
    expect(again.json.tag.labels).toEqual(['forged']);
    // Beyond the processed items there is nothing to tag; another tenant's experiment is not found.
    expect(
      (
        await call(server.base, `/api/v1/experiments/${paused.id}/items/${paused.processed}`, {
          token: analyst,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(server.base, `/api/v1/experiments/${paused.id}/items/0`, { token: globexAdmin }))
        .status,
    ).toBe(404);
    const stats = await statistics(paused.id);
    expect(stats.tagging.tagged).toBeGreaterThan(0);
    expect(stats.tagging.byLabel.forged).toBeGreaterThan(0);
    const accuracy = stats.armA.accuracy!;
    expect(
      accuracy.truePositives +
        accuracy.falsePositives +
        accuracy.falseNegatives +
        accuracy.trueNegatives,
    ).toBeLessThanOrEqual(stats.tagging.tagged);
    if (accuracy.truePositives + accuracy.falsePositives > 0)
      expect(accuracy.precision).toBeCloseTo(
        accuracy.truePositives / (accuracy.truePositives + accuracy.falsePositives),
      );
  });

  it('shows an experiment user the documents of an item, through the experiment only', async () => {
    const paused = await seeded('Document-only check on German ID cards');
    const item = await call<{ verification: Verification }>(
      server.base,
      `/api/v1/experiments/${paused.id}/items/3`,
      { token: analyst },
    );
    const verification = verificationSchema.parse(item.json.verification);
    const part = verification.credentials.flatMap((credential) => credential.parts)[0]!;
    const image = await fetch(
      `${server.base}/api/v1/experiments/${paused.id}/items/3/images/${part.id}`,
      { headers: { authorization: `Bearer ${analyst}` } },
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // Not the verification's own image call (the analyst may not open verifications), not another tenant's
    // experiment, not a part of another item.
    expect(
      (
        await call(server.base, `/api/v1/verifications/${verification.id}/images/${part.id}`, {
          token: analyst,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(server.base, `/api/v1/experiments/${paused.id}/items/3/images/${part.id}`, {
          token: globexAdmin,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(server.base, `/api/v1/experiments/${paused.id}/items/4/images/${part.id}`, {
          token: analyst,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(server.base, `/api/v1/experiments/${paused.id}/items/3/images/${part.id}`, {
          token: agent,
        })
      ).status,
    ).toBe(403);
  });

  it('refuses an archived tagging template for a new experiment', async () => {
    const templates = await call<Page<{ id: string; name: string; status: string }>>(
      server.base,
      '/api/v1/tagging-templates/filter',
      { token: admin, body: { offset: 0, pageSize: 20 } },
    );
    const archived = templates.json.content.find((t) => t.status === 'ARCHIVED')!;
    const base = await seeded('Screening-only re-check of possible matches');
    const refused = await call(server.base, '/api/v1/experiments', {
      token: admin,
      body: {
        name: 'Archived template',
        datasetId: base.datasetId,
        armA: base.armA,
        armB: base.armB,
        taggingTemplateId: archived.id,
      },
    });
    expectDescriptor(refused, 400, 'VALIDATION_ERROR_CODE');
    expect(JSON.stringify(refused.json)).toContain('TEMPLATE_ARCHIVED');
  });
});
