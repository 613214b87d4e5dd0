import { fraudCollisionsRequestSchema } from '../../src/contract/schemas/fraud';
import type { ServerContext } from '../context';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { sameSubjectEntry, scoreAgainstEntries } from '../fraud/fraudIndex';
import { normaliseFraudEntry } from '../resources/fraudEntries';

/** How alike an entry must be to be shown as a possible duplicate: lower than a match, so near misses show. */
export const COLLISION_THRESHOLD = 0.6;
const MAX_COLLISIONS = 10;

/**
 * The fraud database's custom calls. Entries and matches themselves are declared
 * (src/contract/resources/fraudEntries.ts, fraudMatches.ts) and served by the generic handler.
 */
export const registerFraudEndpoints = (r: Registry, ctx: ServerContext): void => {
  /**
   * The form's duplicate check: the tenant's entries that look like the subject typed so far (the matcher's
   * scoring, from a lower threshold), and whether one is the same subject, which saving would refuse.
   */
  r.registerEndpoint('fraudEntriesCollisions', (req, _res, auth) => {
    const { exceptId, ...typed } = parseInput(fraudCollisionsRequestSchema, req.body);
    const subject = normaliseFraudEntry(typed);
    const same = typed.kind
      ? sameSubjectEntry(ctx, auth.tenant.id, subject, exceptId ?? undefined)
      : undefined;
    const scored = scoreAgainstEntries(ctx, auth.tenant.id, subject, {
      threshold: COLLISION_THRESHOLD,
      exceptId: exceptId ?? undefined,
    });
    const found = same && !scored.some(({ entry }) => entry.id === same.id) ? [same] : [];
    return {
      collisions: [
        ...found.map((entry) => ({ entry, score: 1, features: [] as never[] })),
        ...scored.map(({ entry, explanation }) => ({ entry, ...explanation })),
      ]
        .slice(0, MAX_COLLISIONS)
        .map(({ entry, score, features }) => ({
          id: entry.id,
          label: entry.label,
          kind: entry.kind ?? 'PERSON',
          status: entry.status,
          score,
          same: entry.id === same?.id,
          features,
        })),
    };
  });
};
