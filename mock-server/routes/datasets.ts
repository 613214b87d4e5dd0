import { z } from 'zod';
import { datasetIndirectRequestSchema } from '../../src/contract/schemas/datasets';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { ApiError, notFound } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { parseVerificationFilter } from '../verifications/filter';
import { matchingVerificationIds } from '../verifications/list';
import {
  assertNameFree,
  createDataset,
  previewDataset,
  type DatasetRecord,
} from '../datasets/datasetStore';

const countSchema = z.object({ filter: z.record(z.string(), z.unknown()) });
const idParams = z.object({ id: z.string().min(1) });

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
    const { summary: _summary, tenantId: _tenant, ...answer } = dataset;
    return answer;
  });

  r.registerEndpoint('datasetsPreview', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const dataset = ctx.store.table('datasets').get(id) as unknown as DatasetRecord | undefined;
    if (!dataset || dataset.tenantId !== auth.tenant.id) throw notFound('Dataset');
    return previewDataset(ctx, dataset);
  });
};
