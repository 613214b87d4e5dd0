// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../mock-server/context';
import {
  activeModel,
  modelVersions,
  scoreVerification,
  whatIf,
} from '../../mock-server/risk/riskStore';
import type { VerificationRecord } from '../../mock-server/types';
import { startServer, type TestServer } from './helpers';

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
    const outcome = scoreVerification(ctx, verification)!;
    expect(outcome.fired.map((rule) => rule.ruleId)).toContain('sanctions-hit');
    expect(outcome.score).toBeGreaterThanOrEqual(60);
    expect(outcome.band).toBe('WARNING');
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
