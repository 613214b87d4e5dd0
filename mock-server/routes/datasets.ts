import { z } from 'zod';
import {
  DATASET_FILE_ERRORS_SHOWN,
  datasetFileRequestSchema,
  datasetIndirectRequestSchema,
} from '../../src/contract/schemas/datasets';
import { DATASET_SYNC_EXPORT_MAX } from '../../src/contract/resources/datasets';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { attachmentDisposition } from '../http/attachment';
import { ApiError, notFound, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { parseVerificationFilter } from '../verifications/filter';
import { matchingVerificationIds } from '../verifications/list';
import {
  assertNameFree,
  createDataset,
  datasetMaintenance,
  previewDataset,
  type DatasetRecord,
} from '../datasets/datasetStore';
import { checkDatasetFile } from '../datasets/datasetFile';
import { startDatasetJob } from '../datasets/datasetJobs';
import { ownJobs, sendJobFile, toJobDto } from '../jobs/jobFiles';
import type { DatasetFileRecord } from '../types';

const countSchema = z.object({ filter: z.record(z.string(), z.unknown()) });
const idParams = z.object({ id: z.string().min(1) });

/** The tenant's dataset; another tenant's or an unknown one: 404. */
const datasetOf = (ctx: ServerContext, auth: AuthContext, id: string): DatasetRecord => {
  const dataset = ctx.store.table('datasets').get(id) as unknown as DatasetRecord | undefined;
  if (!dataset || dataset.tenantId !== auth.tenant.id) throw notFound('Dataset');
  return dataset;
};

/**
 * Work on a dataset being rebuilt waits until it is ready (the spec's "dataset maintenance"); so does work on one
 * still being built.
 */
const workableDataset = (ctx: ServerContext, auth: AuthContext, id: string): DatasetRecord => {
  const dataset = datasetOf(ctx, auth, id);
  if (dataset.status === 'MAINTENANCE') throw datasetMaintenance(dataset);
  if (dataset.status === 'BUILDING')
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      `The dataset “${dataset.name}” is still being built; export and preview it when it is ready.`,
    );
  return dataset;
};

/** The answer to a creation: the record without its tenant and frozen counts. */
const createdAnswer = (dataset: DatasetRecord) => {
  const { summary: _summary, tenantId: _tenant, ...answer } = dataset;
  return answer;
};

/** The caller's latest job of this kind on the dataset. */
const latestJob = (
  ctx: ServerContext,
  auth: AuthContext,
  dataset: DatasetRecord,
  kind: 'DATASET_EXPORT' | 'DATASET_FULL_PREVIEW',
  done = false,
) =>
  ownJobs(ctx, auth).find(
    (job) => job.kind === kind && job.subject.id === dataset.id && (!done || job.state === 'DONE'),
  );

/** The filter as the verifications list reads it, every page of it. */
const filterOf = (filter: Record<string, unknown>) =>
  parseVerificationFilter({ ...filter, offset: 0, pageSize: 1 });

/**
 * Datasets beyond their declared records: the count of a filter before it becomes a dataset, the "indirect"
 * creation (every verification the filter holds, in the list's order, frozen), and the synchronous preview.
 */
export const registerDatasetEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('datasetsIndirectCount', (req, _res, auth) => {
    const { filter } = parseInput(countSchema, req.body);
    return { count: matchingVerificationIds(ctx, auth.tenant.id, filterOf(filter)).length };
  });

  r.registerEndpoint('datasetsIndirect', (req, res, auth) => {
    const input = parseInput(datasetIndirectRequestSchema, req.body);
    assertNameFree(ctx, auth.tenant.id, input.name);
    const filter = filterOf(input.filter);
    const ids = matchingVerificationIds(ctx, auth.tenant.id, filter);
    if (!ids.length)
      throw new ApiError(
        404,
        'NO_RESULT_FOUND',
        'No verification matches this filter: there is nothing to make a dataset of.',
      );
    const dataset = createDataset(
      ctx,
      auth,
      {
        name: input.name,
        description: input.description ?? null,
        source: 'FILTER',
        // The filter as asked, without paging: what the dataset's page shows as its criteria.
        criteria: JSON.stringify(
          Object.fromEntries(
            Object.entries(input.filter).filter(
              ([key]) => !['offset', 'pageSize', 'sort'].includes(key),
            ),
          ),
        ),
      },
      ids,
    );
    appendAudit(ctx, req, auth, {
      action: 'DATASET_CREATE_FROM_FILTER',
      entityType: 'Dataset',
      entityId: dataset.id,
      result: 'SUCCESS',
      before: null,
      after: {
        name: dataset.name,
        source: dataset.source,
        criteria: dataset.criteria,
        itemCount: dataset.itemCount,
      },
      reason: null,
      classification: null,
    });
    res.status(201);
    return createdAnswer(dataset);
  });

  r.registerEndpoint('datasetsPreview', (req, _res, auth) =>
    previewDataset(ctx, datasetOf(ctx, auth, parseInput(idParams, req.params).id)),
  );

  r.registerEndpoint('datasetsPreviewAsync', (req, res, auth) => {
    const dataset = workableDataset(ctx, auth, parseInput(idParams, req.params).id);
    const job = startDatasetJob(ctx, auth, dataset, 'DATASET_FULL_PREVIEW');
    res.status(202);
    return toJobDto(job);
  });

  r.registerEndpoint('datasetsCreateFromFile', (req, res, auth) => {
    const input = parseInput(datasetFileRequestSchema, req.body);
    if (!input.dryRun) {
      if (!input.name)
        throw validationError([
          { field: 'name', code: 'REQUIRED', message: 'A dataset needs a name.' },
        ]);
      assertNameFree(ctx, auth.tenant.id, input.name);
    }
    const check = checkDatasetFile(ctx, auth.tenant.id, input.content);
    const summary = {
      rows: check.rows,
      valid: check.verificationIds.length,
      errorCount: check.errors.length,
      errors: check.errors.slice(0, DATASET_FILE_ERRORS_SHOWN),
    };
    if (input.dryRun) return summary;
    if (!check.verificationIds.length)
      throw validationError(
        [
          {
            field: 'file',
            code: 'INVALID_FILE',
            message: 'No row of the file names a verification of this tenant.',
          },
        ],
        'No row of the file names a verification of this tenant.',
      );
    if (check.errors.length && !input.skipInvalidRows) {
      const message = `${check.errors.length} of the file’s ${check.rows} rows name no verification of this tenant: fix them, or make the dataset of the valid rows.`;
      throw validationError([{ field: 'file', code: 'INVALID_FILE', message }], message);
    }
    const dataset = createDataset(
      ctx,
      auth,
      {
        name: input.name,
        description: input.description ?? null,
        source: 'FILE',
        criteria: input.fileName,
      },
      check.verificationIds,
    );
    ctx.store.table('datasetFiles').insert({
      id: dataset.id,
      tenantId: auth.tenant.id,
      fileName: input.fileName,
      content: input.content,
    } satisfies DatasetFileRecord as never);
    appendAudit(ctx, req, auth, {
      action: 'DATASET_CREATE_FROM_FILE',
      entityType: 'Dataset',
      entityId: dataset.id,
      result: 'SUCCESS',
      before: null,
      after: {
        name: dataset.name,
        fileName: input.fileName,
        rows: check.rows,
        itemCount: dataset.itemCount,
        skippedRows: check.errors.length,
      },
      reason: null,
      classification: null,
    });
    res.status(201);
    return createdAnswer(dataset);
  });

  r.registerEndpoint('datasetsInputFile', (req, res, auth) => {
    const dataset = datasetOf(ctx, auth, parseInput(idParams, req.params).id);
    const file = ctx.store.table('datasetFiles').get(dataset.id) as unknown as
      DatasetFileRecord | undefined;
    if (dataset.source !== 'FILE' || !file)
      throw new ApiError(404, 'NOT_FOUND', 'This dataset was made from a filter, not from a file.');
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', attachmentDisposition(file.fileName))
      .set('Cache-Control', 'no-store')
      .send(file.content);
  });

  r.registerEndpoint('datasetsExport', (req, res, auth) => {
    const dataset = workableDataset(ctx, auth, parseInput(idParams, req.params).id);
    const now = dataset.itemCount <= DATASET_SYNC_EXPORT_MAX;
    const job = startDatasetJob(ctx, auth, dataset, 'DATASET_EXPORT', { now });
    appendAudit(ctx, req, auth, {
      action: 'DATASET_EXPORT',
      entityType: 'Dataset',
      entityId: dataset.id,
      result: 'SUCCESS',
      before: null,
      after: {
        name: dataset.name,
        itemCount: dataset.itemCount,
        job: job.id,
        mode: now ? 'SYNC' : 'JOB',
      },
      reason: null,
      classification: null,
    });
    res.status(now ? 200 : 202);
    return toJobDto(job);
  });

  r.registerEndpoint('datasetsExportInfo', (req, _res, auth) => {
    const dataset = datasetOf(ctx, auth, parseInput(idParams, req.params).id);
    const job = latestJob(ctx, auth, dataset, 'DATASET_EXPORT');
    return { job: job ? toJobDto(job) : null };
  });

  r.registerEndpoint('datasetsDownload', async (req, res, auth) => {
    const dataset = datasetOf(ctx, auth, parseInput(idParams, req.params).id);
    const job = latestJob(ctx, auth, dataset, 'DATASET_EXPORT', true);
    if (!job)
      throw new ApiError(
        404,
        'NOT_FOUND',
        'This dataset has no finished export of yours: export it first.',
      );
    await sendJobFile(ctx, auth, res, job);
  });
};
