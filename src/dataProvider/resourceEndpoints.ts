import type { z } from 'zod';
import type { RaRecord } from 'react-admin';
import type { EndpointKey } from '../contract/endpoints';

/**
 * How a resource's CRUD methods reach the platform: endpoint-table keys per method plus the record schema.
 * Each resource folder declares one of these in its `index.ts`; the registry hands them to the dataProvider.
 */
export interface ResourceEndpoints<K extends string = EndpointKey> {
  /** Every record this resource answers with is parsed with this schema. */
  record: z.ZodType<RaRecord>;
  /**
   * `page`: POST filter → `{content,totalElements}`; `report`: GET with page/size → `{list,total}`;
   * `filterList`: POST filter (same body as `page`) → `{list,total}` (transactions).
   */
  list?: { key: K; kind: 'page' | 'report' | 'filterList' };
  /** Path parameter `:id`. */
  getOne?: K;
  create?: K;
  /** Path parameter `:id`. */
  update?: K;
  /** Path parameter `:id`. */
  delete?: K;
}

export type ResourceEndpointMap<K extends string = EndpointKey> = Readonly<
  Record<string, ResourceEndpoints<K>>
>;
