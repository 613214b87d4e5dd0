import type { ServerContext } from '../context';
import { isoNow } from '../context';
import type { VerificationRecord } from '../types';
import { verificationsChanged } from './query';

/**
 * Replays finish lazily: a replayed verification is PROCESSING until the first read at least
 * REPLAY_COMPLETION_MS after the replay, which moves it to REVIEW_PENDING. No timers run, so tests and a stopped
 * mock never leave work behind. Pending replays are tracked per collection; a collection loaded from a data file
 * is scanned once for replays still processing.
 */
export const REPLAY_COMPLETION_MS = 2000;
const REPLAY_ACTOR = 'system';

const pending = new WeakMap<readonly VerificationRecord[], Set<VerificationRecord>>();

const pendingFor = (records: readonly VerificationRecord[]): Set<VerificationRecord> => {
  let set = pending.get(records);
  if (!set) {
    set = new Set(records.filter((v) => v.status === 'PROCESSING' && v.replayCount > 0));
    pending.set(records, set);
  }
  return set;
};

export const trackReplay = (
  records: readonly VerificationRecord[],
  v: VerificationRecord,
): void => {
  pendingFor(records).add(v);
};

/** Completes the replays that are due; called at the start of every verification read. */
export const settleReplays = (ctx: ServerContext): void => {
  const records = ctx.store.data().verifications;
  const set = pendingFor(records);
  if (!set.size) return;
  const now = ctx.now();
  let changed = false;
  for (const v of set) {
    if (v.status !== 'PROCESSING' || v.wipedOutAt) {
      set.delete(v);
      continue;
    }
    if (now - Date.parse(v.updatedAt) < REPLAY_COMPLETION_MS) continue;
    v.status = 'REVIEW_PENDING';
    for (const c of v.credentials) {
      c.decisionSummary = { type: 'WARNING', details: 'Manual review required after replay' };
      for (const part of c.parts)
        if (part.sensitivity === 'IN_PROGRESS') part.sensitivity = 'SENSITIVE';
    }
    if (v.workflowStatus) v.workflowStatus = 'RUNNING';
    v.version += 1;
    v.updatedBy = REPLAY_ACTOR;
    v.updatedAt = isoNow(ctx);
    set.delete(v);
    verificationsChanged(records, v);
    changed = true;
  }
  if (changed) ctx.store.save();
};
