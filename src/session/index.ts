/**
 * Session and platform behaviours. App/layout/httpClient wiring imports from here only.
 */
export {
  SessionBehaviours,
  idleLoginAddress,
  type SessionBehavioursProps,
} from './SessionBehaviours';
export * from './runtime';

export { createIdleTimer, ACTIVITY_WRITE_THROTTLE_MS } from './idle/idleTimer';
export type { IdleTimer, IdleTimerOptions } from './idle/idleTimer';
export { IdleLogoutGuard, ACTIVITY_EVENTS } from './idle/IdleLogoutGuard';
export type { IdleLogoutGuardProps, IdleLogoutReason } from './idle/IdleLogoutGuard';
export { formatCountdown } from './idle/formatCountdown';

export {
  createCrossTabLogout,
  announceLogout,
  onRemoteLogout,
  SESSION_CHANNEL_NAME,
} from './crossTab/crossTabLogout';
export type {
  CrossTabLogout,
  CrossTabLogoutOptions,
  SessionChannel,
} from './crossTab/crossTabLogout';

export {
  createVersionWatcher,
  parseClientVersion,
  readDeployedVersions,
  MAX_DEPLOYED_VERSIONS,
} from './version/versionWatcher';
export type {
  DeployedVersion,
  VersionWatcher,
  VersionWatcherOptions,
  VersionWatcherState,
} from './version/versionWatcher';
export {
  getVersionWatcher,
  observeClientVersion,
  connectVersionWatcher,
  CLIENT_VERSION_HEADER,
} from './version/browserVersionWatcher';
export { VersionReloadNotice } from './version/VersionReloadNotice';

export {
  pendingChanges,
  editsAtStake,
  createPendingChangesRegistry,
} from './pending/pendingChanges';
export type { PendingChangesRegistry } from './pending/pendingChanges';
export {
  usePendingChangesPrompt,
  useEditsAtStake,
  PendingChangesPrompt,
  PendingChangesBlocker,
} from './pending/usePendingChangesPrompt';

export {
  loadFeatureFlags,
  isFlagOn,
  FEATURE_FLAGS_UNAVAILABLE_LOG,
  type FeatureFlags,
} from './platform/featureFlags';
export { FeatureFlagsProvider, useFeatureFlags } from './platform/FeatureFlagsContext';
export { initMonitoring, MONITORING_DISABLED, type MonitoringConfig } from './platform/monitoring';
export {
  createClientLogger,
  type ClientLogger,
  type LogEntry,
  type LogLevel,
} from './platform/clientLogger';
export { scrubSecrets, isSensitiveKey, REDACTED } from './platform/scrub';

export { reSignIn, createReSignInRequests, type ReSignInRequests } from './reSignIn/reSignIn';

export {
  waitForAccessToken,
  AccessTokenUnavailableError,
  DEFAULT_ACCESS_TOKEN_WAIT_MS,
} from './auth/waitForAccessToken';

export {
  runSecondFactor,
  SecondFactorError,
  isSecondFactorError,
  describeSecondFactorError,
} from './secondFactor/runSecondFactor';
export type {
  SecondFactorOptions,
  SecondFactorOutcome,
  SecondFactorOverlayState,
  TrackEvent,
} from './secondFactor/runSecondFactor';
export { useSignedInAuthorities } from './auth/useSignedInAuthorities';
