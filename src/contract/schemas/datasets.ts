import { z } from 'zod';

/** `POST datasets/indirect`: a name, a description and the verifications list's filter it is made from. */
export const datasetIndirectRequestSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullish(),
  /** The verifications list's filter (`POST verifications/filter` body, without paging). */
  filter: z.record(z.string(), z.unknown()),
});
export type DatasetIndirectRequest = z.infer<typeof datasetIndirectRequestSchema>;

export const datasetCountSchema = z.object({ count: z.number().int().nonnegative() });

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

/** `GET datasets/:id/preview`: its first items (verification rows), its size and its counts. */
export const datasetPreviewSchema = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(z.record(z.string(), z.unknown())),
  summary: z.object({
    byStatus: countsSchema,
    byCountry: countsSchema,
    byDocumentType: countsSchema,
  }),
});
export type DatasetPreview = z.infer<typeof datasetPreviewSchema>;
