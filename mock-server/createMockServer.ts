import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import jsonServer from 'json-server';
import cookieParser from 'cookie-parser';
import { z } from 'zod';
import { clientLogDirOf, openClientLog, type ClientLogOptions } from './clientLog';
import type { FeatureFlags, ServerContext } from './context';
import { DEFAULT_SESSION_LIFETIME_MS } from './auth/tokens';
import { createRegistry, mountEndpoints, type Registry } from './http/registry';
import { resolveProxyTrust } from './http/proxyTrust';
import { createRateLimiters, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rateLimits';
import {
  errorHandler,
  installBase,
  jsonBody,
  largeJsonBodies,
  notFoundHandler,
  outageGate,
  versionedTokenGate,
} from './http/middleware';
import { REFRESH_COOKIE_PATH } from './auth/refreshCookie';
import { registerAccountEndpoints } from './routes/account';
import { registerApiTokenEndpoints } from './routes/apiTokens';
import { mountControlRoutes } from './routes/control';
import { registerPlatformEndpoints } from './routes/platform';
import { registerProfileEndpoints } from './routes/profile';
import { mountSignInPages, registerSignInEndpoints } from './routes/signIn';
import { registerUserEndpoints } from './routes/users';
import { registerUsersImportEndpoints } from './routes/usersImport';
import { registerUserOperationEndpoints } from './routes/userOperations';
import {
  mountVerificationKeyControlRoutes,
  registerVerificationKeyEndpoints,
} from './routes/verificationKeys';
import { registerTenantEndpoints } from './routes/tenants';
import { registerMerchantEndpoints } from './routes/merchants';
import { registerMerchantApiEndpoints } from './routes/merchantApi';
import { registerCustomerEndpoints } from './routes/customers';
import { registerVerificationEndpoints } from './routes/verifications';
import { registerWorkflowEndpoints } from './routes/workflows';
import { registerFraudEndpoints } from './routes/fraud';
import { registerRiskManagementEndpoints } from './routes/riskManagement';
import { registerDatasetEndpoints } from './routes/datasets';
import { registerJobEndpoints } from './routes/jobs';
import { registerExperimentEndpoints } from './routes/experiments';
import { registerMailTemplateEndpoints } from './routes/mailTemplates';
import { registerDeadLetterJobEndpoints } from './routes/deadLetterJobs';
import { registerMerchantCallbackEndpoints } from './routes/merchantCallbacks';
import { mountReceiver } from './deadLetters/receiver';
import { resumeDeliveries, stopDeliveries, whenNewFailure } from './deadLetters/runner';
import { announceNewFailure } from './mail/platformNotices';
import { runExperiments } from './experiments/experimentRunner';
import { stopJobs } from './jobs/jobRunner';
import { resumeJobs } from './jobs/kinds';
import { resumeBuilding } from './datasets/datasetStore';
import { jobSettingsFor } from './jobs/jobSettings';
import { registerTransactionEndpoints } from './routes/transactions';
import { mountAuditLogReadOnly, registerAuditLogEndpoints } from './routes/auditLog';
import { registerReportEndpoints } from './routes/reports';
import { registerDashboardEndpoints } from './routes/dashboard';
import { DECLARED_RESOURCES } from '../src/contract/resources';
import { registerDeclaredResource } from './kit/declaredResource';
import { BEHAVIOURS } from './resources';
import { emptyDatabase, seedDatabase } from './seed';
import { reportStamp } from './seed/reports';
import { executionStamp } from './seed/workflowExecutions';
import { openStore, type Store, type StoreOptions } from './store/store';
import type { CollectionName } from './store/catalogue';
import { MIGRATIONS } from './store/migrations';
import type {
  DatabaseShape,
  StoredRecord,
  ReportRecord,
  TransactionRecord,
  WorkflowExecutionRecord,
} from './types';

export interface MockServerOptions {
  /** The SQLite database file; null (the default) keeps it in memory, seeded fresh (tests). */
  dataFile?: string | null;
  /**
   * A JSON data file of the emulator before it kept a database (`db.json`): imported into a new database
   * instead of the seed, once.
   */
  legacyJsonFile?: string | null;
  /** Verifications seeded for Acme Bank instead of the demo's (benchmarks: MOCK_SCALE=100000). */
  scale?: number;
  /** The portal's origin: return addresses elsewhere are refused. Default env PORTAL_ORIGIN. */
  portalOrigin?: string;
  /** Access-token lifetime. Default env ACCESS_TOKEN_TTL_MS or 15 minutes. */
  accessTokenTtlMs?: number;
  /** A session's absolute lifetime from sign-in (refreshes never extend it). Default env SESSION_LIFETIME_MS or 12 hours. */
  sessionLifetimeMs?: number;
  /** `X-Client-Version` header value. Default env CLIENT_VERSION or the package version. */
  clientVersion?: string;
  /** The clock (token expiry, TOTP, timestamps). */
  now?: () => number;
  /** Mount the mock-only `/api/__mock/*` control routes. Default env MOCK_CONTROL=1. */
  control?: boolean;
  /** Trusted proxies' addresses and CIDR ranges. Default env TRUST_PROXY or `loopback`. */
  trustProxy?: string;
  /** The secret a trusted proxy sends in X-TrustDesk-Proxy. Default env TRUST_PROXY_SECRET or a random one. */
  proxySecret?: string;
  /**
   * The client log's folder and bounds; default `client-log/` beside `dataFile`, none (entries dropped) for an
   * in-memory store.
   */
  clientLog?: ClientLogOptions | null;
  /** Rate limits of the anonymous calls; default DEFAULT_RATE_LIMITS (http/rateLimits.ts). */
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * An in-memory server starts from this image of a seeded database (`store.image()`) instead of seeding its
   * own; the tests seed once per run.
   */
  seedImage?: Buffer;
  /** The pause between two chunks of a background job (ms); default env MOCK_JOB_PACE_MS or 40. */
  jobPaceMs?: number;
  /** Datasets of more items are counted in the background after their creation (default 5,000). */
  datasetSyncSummaryMax?: number;
  /** Initial feature flags; default env MOCK_FEATURE_FLAGS (JSON) or `{secondFactorWindow:false}`. */
  featureFlags?: Partial<FeatureFlags>;
}

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

export interface MockServer {
  app: Express;
  store: Store;
  context: ServerContext;
  registry: Registry;
  listen(port?: number, host?: string): Promise<RunningServer>;
}

export const DEFAULT_PORTAL_ORIGIN = 'http://localhost:5173';
export const DEFAULT_ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

const packageVersion = (): string => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
};

const envFlags = (): Partial<FeatureFlags> => {
  const raw = process.env.MOCK_FEATURE_FLAGS;
  if (!raw) return {};
  const parsed = z.object({ secondFactorWindow: z.boolean() }).partial().safeParse(JSON.parse(raw));
  if (!parsed.success)
    throw new Error('MOCK_FEATURE_FLAGS must be JSON like {"secondFactorWindow":true}');
  return parsed.data;
};

/** A positive whole number of milliseconds from the environment, or undefined when unset or not one. */
const envMs = (name: string): number | undefined => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * A JSON data file written by an older version may lack collections added since (they start empty) and, in the
 * collections of resources declared since, the creation stamp every declared record carries (taken from the
 * last change, the best the file knows).
 */
const completeCollections = (state: DatabaseShape): DatabaseShape => {
  const data = state as unknown as Record<string, unknown>;
  // Executions were stored as `workflowExecutions` before they became the declared `workflow-executions`.
  if (Array.isArray(data.workflowExecutions)) {
    data['workflow-executions'] ??= data.workflowExecutions;
    delete data.workflowExecutions;
  }
  // API tokens were stored as `apiTokens` before they became the declared `api-tokens`.
  if (Array.isArray(data.apiTokens)) {
    data['api-tokens'] ??= data.apiTokens;
    delete data.apiTokens;
  }
  for (const [key, empty] of Object.entries(emptyDatabase()))
    if (!Array.isArray(data[key])) data[key] = empty;
  for (const declaration of DECLARED_RESOURCES.filter((d) => d.stamped !== false))
    for (const record of data[declaration.name] as Partial<StoredRecord>[]) {
      record.createdAt ??= record.updatedAt;
      record.createdBy ??= record.updatedBy;
    }
  // Transactions stored before they were declared carry no stamp: created with the record, changed when it ended.
  for (const transaction of data.transactions as Partial<TransactionRecord>[])
    if (transaction.version === undefined && transaction.createdAt)
      Object.assign(
        transaction,
        executionStamp(transaction.createdAt, transaction.completedAt ?? null),
      );
  // Reports stored before they were declared carry no stamp: created when asked for, changed when they ended.
  for (const report of data.reports as ReportRecord[])
    if (report.version === undefined) Object.assign(report, reportStamp(report));
  for (const execution of data['workflow-executions'] as Partial<WorkflowExecutionRecord>[])
    if (execution.version === undefined && execution.startedAt)
      Object.assign(execution, executionStamp(execution.startedAt, execution.completedAt ?? null));
  return state;
};

/** The demo seed, or the records of a JSON data file of before the database, completed to today's shape. */
const initialState = (options: MockServerOptions) => (): DatabaseShape => {
  const legacy = options.legacyJsonFile;
  if (legacy && existsSync(legacy))
    return completeCollections(JSON.parse(readFileSync(legacy, 'utf8')) as DatabaseShape);
  return seedDatabase(Date.now(), { scale: options.scale });
};

/** The store as `options` open it: file or memory, seed or image, collections and migrations. */
const storeOptionsOf = (options: MockServerOptions): StoreOptions => ({
  file: options.dataFile ?? null,
  seed: initialState(options),
  collections: Object.keys(emptyDatabase()) as CollectionName[],
  migrations: MIGRATIONS,
  image: options.seedImage,
});

/**
 * The image of the demo database exactly as an in-memory emulator seeds it, for `seedImage` (the tests seed once
 * per run). Only the store is opened: nothing a server starts on it (jobs resumed, experiments run) touches it,
 * and no timer is left behind.
 */
export const demoSeedImage = (): Buffer => {
  const store = openStore(storeOptionsOf({ dataFile: null }));
  try {
    return store.image();
  } finally {
    store.close();
  }
};

/**
 * The mock platform API. json-server provides the Express host and the lowdb store; its default router (which
 * would expose `/db`, JSONP, method override, client-chosen ids, regex filters, cascading deletes and stack
 * traces) is deliberately never mounted. Every route below is explicit and validated.
 */
export const createMockServer = (options: MockServerOptions = {}): MockServer => {
  const initialFlags: FeatureFlags = {
    secondFactorWindow: false,
    ...envFlags(),
    ...options.featureFlags,
  };
  const store = openStore(storeOptionsOf(options));
  const context: ServerContext = {
    store,
    now: options.now ?? Date.now,
    portalOrigin: new URL(
      options.portalOrigin ?? process.env.PORTAL_ORIGIN ?? DEFAULT_PORTAL_ORIGIN,
    ).origin,
    accessTokenTtlMs:
      options.accessTokenTtlMs ?? envMs('ACCESS_TOKEN_TTL_MS') ?? DEFAULT_ACCESS_TOKEN_TTL_MS,
    sessionLifetimeMs:
      options.sessionLifetimeMs ?? envMs('SESSION_LIFETIME_MS') ?? DEFAULT_SESSION_LIFETIME_MS,
    clientVersion: options.clientVersion ?? process.env.CLIENT_VERSION ?? packageVersion(),
    control: options.control ?? process.env.MOCK_CONTROL === '1',
    featureFlags: { ...initialFlags },
    outage: 'off',
    proxyTrust: resolveProxyTrust(options),
    clientLog: openClientLog(
      options.clientLog !== undefined
        ? options.clientLog
        : options.dataFile
          ? { dir: clientLogDirOf(options.dataFile) }
          : null,
    ),
    rateLimits: createRateLimiters({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }),
    jobs: jobSettingsFor(
      options.dataFile ?? null,
      options.jobPaceMs,
      options.datasetSyncSummaryMax,
    ),
    reseed: () => {
      // The reset store has its own jobs; the chunks scheduled for the old ones stop.
      stopJobs(context);
      if (snapshotTaken) store.restoreSnapshot();
      else
        store.replace(seedDatabase(Date.now(), { scale: options.scale }) satisfies DatabaseShape);
      context.featureFlags = { ...initialFlags };
      runExperiments(context);
      stopDeliveries(context);
      resumeDeliveries(context);
    },
  };
  // With the control routes (end-to-end tests) a reset goes back to the store as opened, in milliseconds,
  // instead of seeding again; the tests reset before each one.
  const snapshotTaken =
    context.control && options.dataFile !== null && options.dataFile !== undefined;
  if (snapshotTaken) store.takeSnapshot();
  // A new kind of failure in the dead-letter queue is told to the tenant's administrators.
  whenNewFailure(context, announceNewFailure);
  // Jobs the last run left running go on (a restart of the platform loses no export).
  resumeJobs(context);
  resumeDeliveries(context);
  resumeBuilding(context);
  // Running experiments go on where they stopped.
  runExperiments(context);

  const app = jsonServer.create();
  installBase(app, context);
  app.use('/api', outageGate(context));
  for (const { path, parser } of largeJsonBodies()) app.post(path, parser);
  app.use('/api', jsonBody);
  // After the JSON body (the reset mail counts per e-mail address too), before every route they guard.
  context.rateLimits.install(app);
  // Only the refresh call reads a cookie (the refresh token's, scoped to its path).
  app.use(REFRESH_COOKIE_PATH, cookieParser());
  // Before the control routes' catch-all (it answers every other /api/__mock path with 404).
  mountVerificationKeyControlRoutes(app, context);
  mountReceiver(app, context);
  mountControlRoutes(app, context);
  mountSignInPages(app, context);
  // The audit log is append-only: 405 on update/delete for everybody, token or not (before the token gate).
  mountAuditLogReadOnly(app);
  app.use(versionedTokenGate(context));

  const { registry, entries } = createRegistry();
  registerPlatformEndpoints(registry, context);
  registerSignInEndpoints(registry, context);
  registerAccountEndpoints(registry, context);
  registerProfileEndpoints(registry, context);
  registerUserEndpoints(registry, context);
  registerUsersImportEndpoints(registry, context);
  registerUserOperationEndpoints(registry, context);
  registerVerificationKeyEndpoints(registry, context);
  registerApiTokenEndpoints(registry, context);
  registerTenantEndpoints(registry, context);
  registerMerchantEndpoints(registry, context);
  registerMerchantApiEndpoints(registry, context);
  registerCustomerEndpoints(registry, context);
  registerVerificationEndpoints(registry, context);
  registerWorkflowEndpoints(registry, context);
  registerFraudEndpoints(registry, context);
  registerRiskManagementEndpoints(registry, context);
  registerDatasetEndpoints(registry, context);
  registerJobEndpoints(registry, context);
  registerExperimentEndpoints(registry, context);
  registerMailTemplateEndpoints(registry, context);
  registerDeadLetterJobEndpoints(registry, context);
  registerMerchantCallbackEndpoints(registry, context);
  registerTransactionEndpoints(registry, context);
  registerReportEndpoints(registry, context);
  registerAuditLogEndpoints(registry, context);
  registerDashboardEndpoints(registry, context);
  for (const declaration of DECLARED_RESOURCES)
    registerDeclaredResource(registry, context, declaration, BEHAVIOURS[declaration.name]);
  mountEndpoints(app, context, entries);

  app.use(notFoundHandler);
  app.use(errorHandler(context));

  const listen = (port = 0, host = '127.0.0.1'): Promise<RunningServer> =>
    new Promise((resolve, reject) => {
      const server: Server = app.listen(port, host);
      server.once('error', reject);
      server.once('listening', () => {
        const address = server.address() as AddressInfo;
        resolve({
          port: address.port,
          close: () =>
            new Promise<void>((done, fail) => {
              stopJobs(context);
              server.closeAllConnections();
              server.close((error) =>
                error ? fail(error) : context.clientLog.close().then(done, fail),
              );
            }),
        });
      });
    });

  return { app, store, context, registry, listen };
};
