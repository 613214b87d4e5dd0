import { fraudCollisionsRequestSchema } from '../../src/contract/schemas/fraud';
import type { ServerContext } from '../context';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { sameSubjectEntry, scoreAgainstEntries } from '../fraud/fraudIndex';
import { normaliseFraudEntry } from '../resources/fraudEntries';
import { z } from 'zod';
import {
  fraudCsvDryRunRequestSchema,
  fraudCsvRequestSchema,
} from '../../src/contract/schemas/fraudCsv';
import { ApiError, notFound } from '../http/errors';
import { ownJob, toJobDto } from '../jobs/jobFiles';
import { fraudCsvDryRunReport, startFraudCsvDryRun } from '../fraud/csvDryRunJob';
import { guardedChange } from '../guard/guard';
import { applyCsvUpdate, csvPlanScopeOf, planCsvUpdate } from '../fraud/csvUpdate';

/** How many entry ids the audit entry of a CSV update names (the counts are always complete). */
const AUDITED_IDS = 100;

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

  /** The CSV update's dry run, a job of the caller: reads only, so it writes no audit entry. */
  r.registerEndpoint('fraudEntriesCsvDryRun', (req, res, auth) => {
    const { rows, fileName } = parseInput(fraudCsvDryRunRequestSchema, req.body);
    const job = startFraudCsvDryRun(ctx, auth, rows, fileName);
    res.status(job.state === 'RUNNING' ? 202 : 200);
    return toJobDto(job);
  });

  r.registerEndpoint('fraudEntriesCsvDryRunReport', (req, _res, auth) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(200) }), req.params);
    const job = ownJob(ctx, auth, id);
    if (job.kind !== 'FRAUD_CSV_DRY_RUN') throw notFound('Job');
    if (job.state !== 'DONE')
      throw new ApiError(
        409,
        'ACTION_NOT_ALLOWED',
        job.state === 'RUNNING'
          ? 'The dry run is still checking the file.'
          : 'The dry run did not finish; check the file again.',
      );
    return fraudCsvDryRunReport(ctx, job);
  });

  /**
   * The CSV update (guarded): the file is checked again as it is now (never trusting the dry run) and its valid
   * rows are written in the guard's unit of work with one audit entry, so the file applies whole or not at all;
   * rejected rows are reported and change nothing.
   */
  r.registerEndpoint('fraudEntriesCsvUpdate', (req, _res, auth) =>
    guardedChange(ctx, req, auth, {
      action: 'FRAUD_ENTRIES_CSV_UPDATE',
      entityType: 'fraudEntry',
      entityId: `csv:${auth.tenant.id}`,
      before: null,
      entitySchema: fraudCsvRequestSchema,
      apply: ({ rows }) => {
        const report = applyCsvUpdate(ctx, auth, planCsvUpdate(ctx, csvPlanScopeOf(auth), rows));
        const ids = (outcome: 'CREATE' | 'UPDATE') =>
          report.rows
            .filter((row) => row.outcome === outcome)
            .slice(0, AUDITED_IDS)
            .map((row) => row.entryId);
        return {
          response: report,
          after: { ...report.counts, created: ids('CREATE'), updated: ids('UPDATE') },
        };
      },
    }),
  );
};
