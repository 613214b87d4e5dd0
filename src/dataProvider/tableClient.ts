import { HttpError } from 'react-admin';
import { config } from '../config/env';
import { buildPathIn, type EndpointDef } from '../contract/endpointDef';
import type { EndpointKey } from '../contract/endpoints';
import { platformEndpoints } from '../contract/platformEndpoints';
import { tokensSchema, type Tokens } from '../contract/schemas/auth';
import { asAccountBlock } from '../contract/rules/accountBlock';
import { parseDescriptor, toHttpError } from './errors';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';
import * as browserSessionStore from '../session/auth/sessionStore';
import {
  AccessTokenUnavailableError,
  waitForAccessToken,
} from '../session/auth/waitForAccessToken';
import type { Scheduler } from '../session/runtime';
import { rememberAccountBlock } from '../session/auth/sessionEndedBy';

/**
 * The only `fetch` in src/. Every call is addressed by a key of the endpoint table it is given (the portal's
 * client, httpClient.ts, uses THE table; the sign-in page one with the platform rows only); this module adds the bearer token,
 * keeps the access token fresh (single-flight refresh shared through the session store), reads the body the
 * way the table says and turns failures into react-admin `HttpError`s whose body is the error descriptor.
 */
export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A warm-up: the call goes out now and a successful answer is kept (WARM_ANSWER_TTL_MS, once) for the first
   * identical call (same method, address and body), which then takes it instead of asking again. The shell
   * warms the list request of the page being opened while its screens still load.
   */
  warm?: boolean;
  /** Sent as the `Idempotency-Key` header (creates: see idempotency.ts). */
  idempotencyKey?: string;
}

/** How long a warmed answer waits for the identical call it was made for. */
export const WARM_ANSWER_TTL_MS = 10_000;

/** A successful answer kept for the identical call a warm-up was made for. */
interface WarmAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: string;
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);
const responseOf = (answer: WarmAnswer): Response =>
  new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });

/** A warm-up whose answer was not kept (failed, or not a success): nothing to report. */
export class WarmUpMissedError extends Error {
  constructor(readonly key: string) {
    super(`Warm-up of ${key} not kept`);
    this.name = 'WarmUpMissedError';
  }
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ResponseHeadersEvent {
  key: string;
  status: number;
  headers: Headers;
  /** The platform's `X-Client-Version` header; a later issue compares it with the stored version. */
  clientVersion: string | null;
}
export type ResponseHeadersListener = (event: ResponseHeadersEvent) => void;

/** A failed call: the endpoint key and the HttpError the caller receives (status 0 when nothing answered). */
export interface CallErrorEvent {
  key: string;
  error: HttpError;
}
export type CallErrorListener = (event: CallErrorEvent) => void;

export interface HttpClient<K extends string = EndpointKey> {
  /** Reads the body the way the endpoint table says (json by default). */
  call<T = unknown>(key: K, options?: CallOptions): Promise<HttpResponse<T>>;
  json<T = unknown>(key: K, options?: CallOptions): Promise<HttpResponse<T>>;
  text(key: K, options?: CallOptions): Promise<HttpResponse<string>>;
  blob(key: K, options?: CallOptions): Promise<HttpResponse<Blob>>;
  /** Registers a listener for every response's headers; returns the unsubscribe function. */
  onResponseHeaders(listener: ResponseHeadersListener): () => void;
  /**
   * Registers a listener for every failed call (any endpoint, also outside the dataProvider); the
   * service-status overlay uses it. Returns the unsubscribe function.
   */
  onCallError(listener: CallErrorListener): () => void;
}

export interface HttpClientOptions<K extends string> {
  /** The endpoint table (THE table or a part of it; tests pass their own). */
  table: Record<K, EndpointDef>;
  fetchImpl?: typeof fetch;
  apiBase?: string;
  variant?: 'admin' | 'customer';
  sandbox?: boolean;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /**
   * Where the tokens live. Injected (the browser's session store by default) so the client never reaches into
   * the authProvider, which itself uses this client: the dependency runs one way.
   */
  session?: SessionTokens;
}

/** What the client needs of the session: the stored tokens and the single-flight refresh. */
export type SessionTokens = Pick<
  typeof browserSessionStore,
  'readSession' | 'isRefreshing' | 'refreshSession' | 'expiresSoon' | 'mayRefresh'
>;

type ReadAs = 'json' | 'text' | 'blob';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const queryString = (query: CallOptions['query']): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== undefined && item !== null) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const isBodyInit = (body: unknown): body is FormData | Blob | URLSearchParams =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof URLSearchParams;

export const createTableClient = <K extends string>(
  options: HttpClientOptions<K>,
): HttpClient<K> => {
  const { table } = options;
  const fetchImpl: typeof fetch = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const apiBase = options.apiBase ?? config.apiBase;
  const build = {
    variant: options.variant ?? config.variant,
    sandbox: options.sandbox ?? config.sandbox,
  };
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const { readSession, isRefreshing, refreshSession, expiresSoon, mayRefresh } =
    options.session ?? browserSessionStore;
  const listeners = new Set<ResponseHeadersListener>();
  const errorListeners = new Set<CallErrorListener>();
  // waitForAccessToken polls on a Scheduler; the `sleep` option (tests shorten it) drives it.
  const pollScheduler: Scheduler = {
    setTimeout: (callback, ms) => void sleep(ms).then(callback),
    clearTimeout: () => undefined,
  };

  const failed = (key: string, error: HttpError): HttpError => {
    // The platform says the account may no longer be used: the sign-in page will say why (sessionEndedBy.ts).
    const blocked = error.status === 401 ? asAccountBlock(parseDescriptor(error.body)?.code) : null;
    if (blocked) rememberAccountBlock(blocked);
    errorListeners.forEach((listener) => listener({ key, error }));
    return error;
  };

  /** Warmed answers by request (method, address, body): each is taken by one identical call. */
  const warmed = new Map<string, { expires: number; answer: Promise<WarmAnswer | null> }>();
  const fingerprintOf = (url: string, init: RequestInit) =>
    `${init.method ?? 'GET'} ${url} ${typeof init.body === 'string' ? init.body : ''}`;
  const takeWarmed = async (url: string, init: RequestInit): Promise<Response | null> => {
    const fingerprint = fingerprintOf(url, init);
    const entry = warmed.get(fingerprint);
    if (!entry) return null;
    warmed.delete(fingerprint);
    const answer = entry.expires > now() ? await entry.answer : null;
    return answer && responseOf(answer);
  };
  const warm = (url: string, init: RequestInit): Promise<WarmAnswer | null> => {
    // Only a successful answer is kept (its body read once, here); anything else is asked for again.
    const answer = fetchImpl(url, init).then(
      async (response): Promise<WarmAnswer | null> =>
        response.ok
          ? {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
              body: await response.text(),
            }
          : null,
      () => null,
    );
    warmed.set(fingerprintOf(url, init), { expires: now() + WARM_ANSWER_TTL_MS, answer });
    return answer;
  };

  const send = async (key: string, url: string, init: RequestInit, warmUp = false) => {
    let response: Response;
    try {
      if (warmUp) {
        const answer = await warm(url, init);
        // A warm-up that failed stays quiet: the call it was made for will ask, and report, itself.
        if (!answer) throw new WarmUpMissedError(key);
        response = responseOf(answer);
      } else response = (await takeWarmed(url, init)) ?? (await fetchImpl(url, init));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (error instanceof WarmUpMissedError) throw error;
      // No answer at all: the server is down or unreachable.
      throw failed(key, toHttpError(0, null));
    }
    const event: ResponseHeadersEvent = {
      key,
      status: response.status,
      headers: response.headers,
      clientVersion: response.headers.get('X-Client-Version'),
    };
    listeners.forEach((listener) => listener(event));
    return response;
  };

  const readError = async (response: Response): Promise<HttpError> => {
    let body: unknown = null;
    try {
      body = JSON.parse(await response.text()) as unknown;
    } catch {
      body = null;
    }
    const descriptor = parseDescriptor(body);
    // The platform answers every failure with an error descriptor. A server error without one (an empty 500,
    // a reverse proxy's HTML 502/504 page) comes from something in front of it: the platform was not reached,
    // which is what status 0 means.
    if (!descriptor && response.status >= 500) return toHttpError(0, null);
    return toHttpError(response.status, descriptor);
  };

  const readBody = async (response: Response, readAs: ReadAs): Promise<unknown> => {
    if (readAs === 'blob') return response.blob();
    const text = await response.text();
    if (readAs === 'text') return text;
    return text === '' ? null : (JSON.parse(text) as unknown);
  };

  /** The refresh call carries no token of its own: the browser sends the refresh cookie (same origin). */
  const refreshTokens = (): Promise<Tokens> =>
    request<Tokens>('tokenRefresh', platformEndpoints.tokenRefresh, {}, 'json').then((response) =>
      tokensSchema.parse(response.body),
    );

  /**
   * A usable access token: waits for a running refresh (the one shared implementation in src/session,
   * polling every ACCESS_TOKEN_POLL_MS), refreshes one that is about to expire, and gets one by refreshing
   * when this tab has none yet but someone is signed in (a new tab, a reload).
   */
  const accessToken = async (): Promise<string | null> => {
    try {
      await waitForAccessToken(() => readSession()?.accessToken, isRefreshing, {
        scheduler: pollScheduler,
        now,
      });
    } catch (error) {
      // No token in memory is not the end of the session: the refresh below decides.
      if (!(error instanceof AccessTokenUnavailableError && error.reason === 'noSession'))
        // A refresh that never ends means the platform does not answer: the same as no answer at all.
        throw toHttpError(0, null);
    }
    const session = readSession();
    if (session && !expiresSoon(session, now())) return session.accessToken;
    if (!session && !mayRefresh()) return null;
    const refreshed = await refreshSession(refreshTokens);
    return refreshed?.accessToken ?? null;
  };

  const request = async <T>(
    key: string,
    def: EndpointDef,
    callOptions: CallOptions,
    readAs: ReadAs,
    retried = false,
  ): Promise<HttpResponse<T>> => {
    const url = `${apiBase}/${buildPathIn(def, key, callOptions.params, build)}${queryString(callOptions.query)}`;
    const headers = new Headers({ Accept: readAs === 'json' ? 'application/json' : '*/*' });
    const needsToken = def.access !== 'public';
    const token = needsToken ? await accessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The platform writes the mails a call sends (an invitation, a password reset) in the portal's language.
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) headers.set('Accept-Language', language);
    if (callOptions.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, callOptions.idempotencyKey);
    let body: BodyInit | undefined;
    if (isBodyInit(callOptions.body)) body = callOptions.body;
    else if (callOptions.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(callOptions.body);
    }
    const init: RequestInit = {
      method: def.method,
      headers,
      body,
      signal: callOptions.signal,
      ...(def.keepalive ? { keepalive: true } : {}),
    };
    const response = await send(key, url, init, callOptions.warm === true);
    if (response.status === 401 && needsToken && token && !retried) {
      const error = await readError(response);
      // A deactivated, locked or expired account is past helping by a refresh (which would only turn its answer
      // into a bare TOKEN_INVALID): its answer goes on as it is, so the sign-in page can say why.
      if (asAccountBlock(parseDescriptor(error.body)?.code)) throw failed(key, error);
      // The token died early (revoked, clock skew, or another tab refreshed and this one has not heard yet):
      // refresh once (the store takes another tab's newer token instead when there is one), then retry once.
      const current = readSession()?.accessToken;
      const refreshed =
        current && current !== token
          ? current
          : isRefreshing()
            ? await accessToken()
            : (await refreshSession(refreshTokens))?.accessToken;
      if (refreshed) return request<T>(key, def, callOptions, readAs, true);
      throw failed(key, error);
    }
    if (!response.ok) throw failed(key, await readError(response));
    return {
      status: response.status,
      headers: response.headers,
      body: (await readBody(response, readAs)) as T,
    };
  };

  const readAsOf = (def: EndpointDef): ReadAs => def.response ?? 'json';

  return {
    call: (key, callOptions = {}) => request(key, table[key], callOptions, readAsOf(table[key])),
    json: (key, callOptions = {}) => request(key, table[key], callOptions, 'json'),
    text: (key, callOptions = {}) => request<string>(key, table[key], callOptions, 'text'),
    blob: (key, callOptions = {}) => request<Blob>(key, table[key], callOptions, 'blob'),
    onResponseHeaders: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onCallError: (listener) => {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
  };
};

/**
 * The `ApiCall` shape src/session expects (endpoint key + query/body, resolving with the body), over a client.
 * Typed structurally so src/session keeps depending on the endpoint table only.
 */
export const apiCallOf =
  <K extends string>(client: HttpClient<K>) =>
  (key: K, options: { query?: Record<string, string>; body?: unknown } = {}) =>
    client.call(key, options).then((response) => response.body);
