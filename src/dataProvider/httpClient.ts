import { endpoints, type EndpointDef, type EndpointKey } from '../contract/endpoints';
import { createTableClient, type HttpClient, type HttpClientOptions } from './tableClient';

export type {
  CallErrorEvent,
  CallErrorListener,
  CallOptions,
  HttpClient,
  HttpClientOptions,
  HttpResponse,
  QueryValue,
  ResponseHeadersEvent,
  ResponseHeadersListener,
  SessionTokens,
} from './tableClient';
export { apiCallOf } from './tableClient';

/** A client over THE endpoint table unless a test passes its own table. */
export const createHttpClient = <K extends string = EndpointKey>(
  options: Partial<HttpClientOptions<K>> = {},
): HttpClient<K> =>
  createTableClient<K>({
    ...options,
    table: options.table ?? (endpoints as unknown as Record<K, EndpointDef>),
  });

/** The admin shell's client; tests build their own with `createHttpClient`. */
export const httpClient = createHttpClient();
