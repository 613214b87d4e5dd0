import { z } from 'zod';

export { errorDescriptorSchema, ERROR_CODES } from './errors';
export type { ErrorCode, ErrorDescriptor } from './errors';

/** Listing query of spec section 7 ("Paging"): `offset` is the page number (0-based). */
export const sortSchema = z.object({
  field: z.string().min(1),
  direction: z.enum(['ASC', 'DESC']),
});
export type Sort = z.infer<typeof sortSchema>;

export interface ListQuery {
  offset: number;
  pageSize: number;
  count: boolean;
  sort?: Sort;
  [filter: string]: unknown;
}

export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int().nonnegative() });

export const reportPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });

/** The guard fields of a protected change (spec sections 3 and 6). Never stored anywhere. */
export interface GuardFields {
  password: string;
  passCode: string;
  reason: string;
  classification: string;
  /**
   * The second-factor approval of this very change (feature flag `secondFactorWindow`): the platform answers a
   * guarded change without one with SECOND_FACTOR_REQUIRED and a confirmation request; the confirmation window
   * hands the approval back, and the change is sent again with it.
   */
  approval?: string;
}

export interface GuardedPayload<T> extends GuardFields {
  entity: T;
}
