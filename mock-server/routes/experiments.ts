import { z } from 'zod';
import { experiments } from '../../src/contract/resources/experiments';
import { experimentTagInputSchema } from '../../src/contract/schemas/experiments';
import type { AuthContext } from '../auth/session';
import { isoNow, type ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { holdsAnyOf } from '../../src/contract/permissions';
import { ApiError, notFound, validationError } from '../http/errors';
import { sendPartImage, shownPartOf } from '../images/sendPartImage';
import { IMAGE_PERMISSIONS, imageDenied } from './verifications';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { listSpecOf } from '../kit/listSpec';
import { toJobDto } from '../jobs/jobFiles';
import { parseListQuery } from '../query/http';
import type { ExperimentTagRecord, VerificationRecord } from '../types';
import { toVerificationDetail } from '../verifications/dto';
import { startExperimentCsvSearch } from '../experiments/csvSearch';
import { getExperiment, type ExperimentRecord } from '../experiments/experimentStore';
import { experimentStatistics, labelMeanings } from '../experiments/statistics';

const idParams = z.object({ id: z.string().min(1).max(100) });
const itemParams = idParams.extend({ position: z.coerce.number().int().min(0) });
/** Part ids are echoed in a response header (file name): a closed alphabet keeps that safe. */
const imageParams = itemParams.extend({ partId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/** The tenant's experiment; another tenant's or an unknown one: 404. */
const experimentOf = (ctx: ServerContext, auth: AuthContext, id: string): ExperimentRecord => {
  const experiment = getExperiment(ctx, id);
  if (!experiment || experiment.tenantId !== auth.tenant.id) throw notFound('Experiment');
  return experiment;
};

/**
 * A processed item: what both arms gave it, and its verification as it is now (null: deleted since, or not the
 * experiment's tenant's). An item not processed yet: 404.
 */
const itemOf = (ctx: ServerContext, experiment: ExperimentRecord, position: number) => {
  const result = ctx.store.table('experimentResults').get(`${experiment.id}-${position}`);
  if (!result) throw notFound('Experiment item');
  const found = ctx.store.table('verifications').get(result.verificationId) as unknown as
    VerificationRecord | undefined;
  const verification = found && found.tenantId === experiment.tenantId ? found : null;
  return { result, verification };
};

/** The experiment's tagging template as stored (tagging-templates), or null. */
const templateOf = (ctx: ServerContext, experiment: ExperimentRecord) => {
  if (!experiment.taggingTemplateId) return null;
  const template = ctx.store
    .table('tagging-templates' as 'datasets')
    .get(experiment.taggingTemplateId) as unknown as
    | {
        tenantId: string;
        labels: { key: string }[];
        allowMultiple?: boolean;
        commentField?: boolean;
      }
    | undefined;
  return template && template.tenantId === experiment.tenantId ? template : null;
};

const tagsOf = (ctx: ServerContext, experimentId: string) =>
  ctx.store
    .table('experimentTags')
    .where('experimentId', experimentId) as unknown as ExperimentTagRecord[];

/**
 * Experiments beyond their declared records: the statistics (spec), the CSV search (a job of the caller), the
 * tagging template (spec), and the processed items an experiment user tags one after another.
 */
export const registerExperimentEndpoints = (r: Registry, ctx: ServerContext): void => {
  const spec = listSpecOf(experiments);

  r.registerEndpoint('experimentsStatistics', (req, _res, auth) =>
    experimentStatistics(ctx, experimentOf(ctx, auth, parseInput(idParams, req.params).id)),
  );

  r.registerEndpoint('experimentsCsvSearch', (req, res, auth) => {
    const query = parseListQuery({ ...(req.body ?? {}), offset: 0, pageSize: 1 });
    const ids = ctx.store.table('experiments').ids({ tenantId: auth.tenant.id }, query, spec);
    const job = startExperimentCsvSearch(ctx, auth, ids, String(ids.length));
    appendAudit(ctx, req, auth, {
      action: 'EXPERIMENT_CSV_SEARCH',
      entityType: 'Experiment',
      entityId: job.id,
      result: 'SUCCESS',
      before: null,
      after: { rows: ids.length },
      reason: null,
      classification: null,
    });
    res.status(202);
    return toJobDto(job);
  });

  r.registerEndpoint('experimentsTaggingTemplate', (req, _res, auth) => {
    const experiment = experimentOf(ctx, auth, parseInput(idParams, req.params).id);
    const template = templateOf(ctx, experiment);
    if (!template) throw notFound('Tagging template');
    const { tenantId: _tenant, ...answer } = template;
    return answer;
  });

  r.registerEndpoint('experimentsItemImage', (req, res, auth) => {
    const { id, position, partId } = parseInput(imageParams, req.params);
    const { verification } = itemOf(ctx, experimentOf(ctx, auth, id), position);
    if (!verification) throw notFound('Image');
    const { credential, part, sensitivity } = shownPartOf(verification, partId);
    // A finished verification's documents come with the experiment; one still being made keeps its own rule.
    if (sensitivity !== 'SENSITIVE' && sensitivity !== 'INSENSITIVE') {
      const required = IMAGE_PERMISSIONS[sensitivity];
      if (!holdsAnyOf(auth.authorities, required)) throw imageDenied(required);
    }
    sendPartImage(res, verification, credential, part);
    return undefined;
  });

  r.registerEndpoint('experimentsItem', (req, _res, auth) => {
    const { id, position } = parseInput(itemParams, req.params);
    const experiment = experimentOf(ctx, auth, id);
    const { result, verification } = itemOf(ctx, experiment, position);
    const tags = tagsOf(ctx, experiment.id);
    const tag = tags.find((candidate) => candidate.seq === position);
    return {
      position,
      processed: experiment.processed,
      tagged: tags.length,
      verification: verification ? toVerificationDetail(verification) : null,
      outcomeA: result.outcomeA,
      outcomeB: result.outcomeB,
      tag: tag
        ? {
            labels: tag.labels,
            comment: tag.comment,
            taggedBy: tag.taggedBy,
            taggedAt: tag.taggedAt,
          }
        : null,
    };
  });

  r.registerEndpoint('experimentsTag', (req, _res, auth) => {
    const { id, position } = parseInput(itemParams, req.params);
    const input = parseInput(experimentTagInputSchema, req.body);
    const experiment = experimentOf(ctx, auth, id);
    if (experiment.state === 'ARCHIVED')
      throw new ApiError(
        409,
        'ACTION_NOT_ALLOWED',
        `The experiment “${experiment.name}” is archived: its tags can be read, not changed.`,
      );
    const result = ctx.store.table('experimentResults').get(`${experiment.id}-${position}`);
    if (!result) throw notFound('Experiment item');
    const template = templateOf(ctx, experiment);
    if (!template)
      throw new ApiError(
        409,
        'ACTION_NOT_ALLOWED',
        `The experiment “${experiment.name}” has no tagging template: its items cannot be tagged.`,
      );
    const known = labelMeanings(ctx, experiment.taggingTemplateId);
    const labels = [...new Set(input.labels)];
    const unknown = labels.filter((key) => !known.has(key));
    if (unknown.length)
      throw validationError([
        {
          field: 'labels',
          code: 'UNKNOWN_LABEL',
          message: `The template has no label ${unknown.map((key) => `“${key}”`).join(', ')}.`,
        },
      ]);
    if (labels.length > 1 && !template.allowMultiple)
      throw validationError([
        {
          field: 'labels',
          code: 'ONE_LABEL_ONLY',
          message: 'This template takes one label per item.',
        },
      ]);
    const comment = template.commentField ? (input.comment ?? null) || null : null;
    const tags = ctx.store.table('experimentTags');
    const key = `${experiment.id}-${position}`;
    const existing = tags.get(key);
    if (!labels.length && !comment) {
      if (existing) tags.delete(key);
    } else {
      const tag: ExperimentTagRecord = {
        id: key,
        tenantId: experiment.tenantId,
        experimentId: experiment.id,
        seq: position,
        labels,
        comment,
        taggedBy: auth.user.email,
        taggedAt: isoNow(ctx),
      };
      if (existing) tags.update(tag);
      else tags.insert(tag);
    }
    const saved = tags.get(key);
    return {
      position,
      tagged: tagsOf(ctx, experiment.id).length,
      tag: saved
        ? {
            labels: saved.labels,
            comment: saved.comment,
            taggedBy: saved.taggedBy,
            taggedAt: saved.taggedAt,
          }
        : null,
    };
  });
};
