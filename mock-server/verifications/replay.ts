import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { writeOnTheSide } from '../store/faults';
import type { Store } from '../store/store';
import type { VerificationRecord } from '../types';
import { checkVerification } from '../fraud/fraudIndex';
import { screenVerification } from '../screening/screeningStore';
import { scoreVerification } from '../risk/riskStore';

/**
 * Replays finish lazily: a replayed verification is PROCESSING until the first read at least
 * REPLAY_COMPLETION_MS after the replay, which moves it to REVIEW_PENDING. No timers run, so tests and a stopped
 * emulator never leave work behind. The ids of replays still processing are kept per store, found once with a
 * query when a store is first read (after a restart, say), so a read costs nothing when none is due.
 */
export const REPLAY_COMPLETION_MS = 2000;
const REPLAY_ACTOR = 'system';

const pending = new WeakMap<Store, Set<string>>();
/** Stores whose rollbacks already drop their pending set (one listener each, however often it is rebuilt). */
const watched = new WeakSet<Store>();

const pendingFor = (store: Store): Set<string> => {
  let ids = pending.get(store);
  if (!ids) {
    ids = new Set(
      store
        .table('verifications')
        .where('status', 'PROCESSING')
        .filter((v) => v.replayCount > 0)
        .map((v) => v.id),
    );
    pending.set(store, ids);
  }
  if (!watched.has(store)) {
    watched.add(store);
    // A failed commit may have undone completions: find the pending ones again on the next read.
    store.onRollback(() => pending.delete(store));
  }
  return ids;
};

/** Notes a replay just started, to be completed by a later read. */
export const trackReplay = (store: Store, v: VerificationRecord): void => {
  pendingFor(store).add(v.id);
};

/** Completes the replays that are due; called at the start of every verification read. */
export const settleReplays = (ctx: ServerContext): void => {
  const ids = pendingFor(ctx.store);
  if (!ids.size) return;
  const verifications = ctx.store.table('verifications');
  const now = ctx.now();
  const due: VerificationRecord[] = [];
  for (const id of [...ids]) {
    const v = verifications.get(id);
    if (!v || v.status !== 'PROCESSING' || v.wipedOutAt) {
      ids.delete(id);
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
    due.push(v);
  }
  if (!due.length) return;
  // Forgotten only once stored: a refused write leaves them due for the next read.
  if (
    writeOnTheSide(ctx.store, 'completing replays', () => {
      for (const v of due) {
        verifications.update(v);
        // A replay runs the verification again: so do the fraud-database check and the screening.
        checkVerification(ctx, v);
        screenVerification(ctx, v);
        // Then the tenant's active risk model scores it again on its new findings.
        if (scoreVerification(ctx, v)) verifications.update(v);
      }
    })
  )
    for (const v of due) ids.delete(v.id);
};
