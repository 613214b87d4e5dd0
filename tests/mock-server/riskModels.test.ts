// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../mock-server/seed';
import type { ServerContext } from '../../mock-server/context';
import {
  activeModel,
  modelVersions,
  scoreVerification,
  whatIf,
} from '../../mock-server/risk/riskStore';
import type { VerificationRecord } from '../../mock-server/types';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import { call, expectDescriptor, freshTotp, signIn, startServer, type TestServer } from './helpers';

/** Risk models in the emulator's store: versions, scoring a verification from its findings, the what-if. */
let server: TestServer;
let ctx: ServerContext;

beforeAll(async () => {
  server = await startServer();
  ctx = { store: server.mock.store, now: server.now } as unknown as ServerContext;
});
afterAll(() => server.close());

describe('risk models', () => {
  it('each tenant has its versions, newest active', () => {
    const versions = modelVersions(ctx, 't-acme');
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(activeModel(ctx, 't-acme')?.reason).toBe(
      'PEP hits weigh more after the regulator’s review',
    );
  });

  it('scores a verification from its own findings', () => {
    const hit = server.mock.store
      .table('screening-hits')
      .all('t-acme')
      .find(
        (h) =>
          (h as unknown as { listType: string; status: string }).listType === 'SANCTIONS' &&
          (h as unknown as { status: string }).status !== 'FALSE_POSITIVE',
      ) as unknown as { verificationId: string };
    const verification = server.mock.store
      .table('verifications')
      .get(hit.verificationId) as VerificationRecord;
    // Seeded: scored by the model version active on its day.
    expect(verification.risk?.fired.map((rule) => rule.ruleId)).toContain('sanctions-hit');
    expect(verification.riskScore).toBe(
      Math.min(
        100,
        verification.risk!.fired.reduce((sum, rule) => sum + rule.score, 0),
      ),
    );
    // Scored again now: the active version's outcome is kept on the record.
    const copy = structuredClone(verification);
    expect(scoreVerification(ctx, copy)).toBe(true);
    expect(copy.risk?.modelVersion).toBe(2);
    expect(copy.riskScore).toBeGreaterThanOrEqual(60);
    expect(['WARNING', 'REJECTED']).toContain(copy.risk?.band);
  });

  it('replays an edited model over the last 30 days', () => {
    const active = activeModel(ctx, 't-acme')!.model;
    const stricter = {
      ...active,
      bands: [
        active.bands[0]!,
        { band: 'WARNING' as const, from: 10 },
        { band: 'REJECTED' as const, from: 50 },
      ],
    };
    const started = performance.now();
    const replay = whatIf(ctx, 't-acme', stricter);
    const ms = performance.now() - started;
    console.info(`what-if over ${replay.total} verifications: ${ms.toFixed(0)} ms`);
    const sum = (counts: Record<string, number>) =>
      Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(replay.before)).toBe(replay.total);
    expect(sum(replay.after)).toBe(replay.total);
    expect(replay.changedCount).toBeGreaterThan(0);
    expect(replay.changed[0]).toEqual(expect.objectContaining({ publicId: expect.any(String) }));
  });
});

describe('risk management API', () => {
  type Answer = {
    version: number;
    restoredFrom: number | null;
    model: { bands: { band: string; from: number }[] };
  };
  const guard = () => ({
    password: DEMO_PASSWORD,
    passCode: freshTotp(server, DEMO_ACCOUNTS.merchant.totpSecret),
    reason: 'Tighter bands for the new product',
    classification: 'REGULATORY',
  });

  it('merchant staff read, check, save and restore their own tenant’s model; the analyst is refused', async () => {
    const merchant = (await signIn(server.base, 'merchant@demo.test')).tokens.accessToken;
    const analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
    const current = await call<{ active: Answer; versions: { version: number }[] }>(
      server.base,
      '/api/v1/risk-management/model',
      { token: merchant },
    );
    expect(current.json.versions.map((v) => v.version)).toEqual([2, 1]);
    const model = current.json.active.model;
    const duplicated = {
      ...model,
      bands: [model.bands[0], { band: 'WARNING', from: 50 }, { band: 'REJECTED', from: 50 }],
    };
    const refused = await call(server.base, '/api/v1/risk-management/model', {
      token: merchant,
      method: 'PUT',
      body: { entity: { model: duplicated, basedOn: 2 }, ...guard() },
    });
    expectDescriptor(refused, 400, 'VALIDATION_ERROR_CODE');
    expect(
      (refused.json as unknown as { details: { field: string; code: string }[] }).details,
    ).toEqual([expect.objectContaining({ field: 'bands.2.from', code: 'DUPLICATED_RISK_SCORE' })]);
    const stricter = {
      ...model,
      bands: [model.bands[0], { band: 'WARNING', from: 30 }, { band: 'REJECTED', from: 60 }],
    };
    const stale = await call(server.base, '/api/v1/risk-management/model', {
      token: merchant,
      method: 'PUT',
      body: { entity: { model: stricter, basedOn: 1 }, ...guard() },
    });
    expectDescriptor(stale, 412, 'VERSION_CONFLICT');
    const whatIfAnswer = await call<{ total: number; changedCount: number }>(
      server.base,
      '/api/v1/risk-management/what-if',
      { token: merchant, body: { model: stricter } },
    );
    expect(whatIfAnswer.json.total).toBeGreaterThan(0);
    const saved = await call<Answer>(server.base, '/api/v1/risk-management/model', {
      token: merchant,
      method: 'PUT',
      body: { entity: { model: stricter, basedOn: 2 }, ...guard() },
    });
    expect(saved.json).toMatchObject({ version: 3, restoredFrom: null });
    const restored = await call<Answer>(server.base, '/api/v1/risk-management/versions/1/restore', {
      token: merchant,
      body: { entity: {}, ...guard() },
    });
    expect(restored.json).toMatchObject({ version: 4, restoredFrom: 1 });
    expectDescriptor(
      await call(server.base, '/api/v1/risk-management/model', { token: analyst }),
      403,
      'ACCESS_DENIED',
    );
  });
});

describe('risk management before the first model', () => {
  it('offers the platform default to start from and saves it as version 1', async () => {
    // A database from before risk management: no model versions.
    const dir = mkdtempSync(join(tmpdir(), 'risk-legacy-'));
    const legacy = join(dir, 'db.json');
    writeFileSync(legacy, JSON.stringify({ ...seedDatabase(Date.now()), riskModels: [] }));
    const old = await startServer({ legacyJsonFile: legacy });
    try {
      const merchant = (await signIn(old.base, 'merchant@demo.test')).tokens.accessToken;
      const empty = await call<{
        active: unknown;
        versions: unknown[];
        startingModel: { rules: unknown[] };
      }>(old.base, '/api/v1/risk-management/model', { token: merchant });
      expect(empty.json.active).toBeNull();
      expect(empty.json.versions).toEqual([]);
      expect(empty.json.startingModel.rules.length).toBeGreaterThan(0);
      const saved = await call<{ version: number }>(old.base, '/api/v1/risk-management/model', {
        token: merchant,
        method: 'PUT',
        body: {
          entity: { model: empty.json.startingModel, basedOn: 0 },
          password: DEMO_PASSWORD,
          passCode: freshTotp(old, DEMO_ACCOUNTS.merchant.totpSecret),
          reason: 'First risk model',
          classification: 'REGULATORY',
        },
      });
      expect(saved.json.version).toBe(1);
      const after = await call<{ active: { version: number }; startingModel: unknown }>(
        old.base,
        '/api/v1/risk-management/model',
        { token: merchant },
      );
      expect(after.json.active.version).toBe(1);
      expect(after.json.startingModel).toBeNull();
    } finally {
      await old.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
