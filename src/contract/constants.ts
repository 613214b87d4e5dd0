/**
 * Every number of spec section 9 as a named constant. Nothing else in src/ may hard-code these values.
 */

/** Alerts flagged auto-closing disappear after this long. */
export const ALERT_AUTO_CLOSE_MS = 5000;
/** Delay before the forced reload that follows a client-version change. */
export const VERSION_RELOAD_DELAY_MS = 5000;
/** A call that needs an access token which is being refreshed polls for it this often. */
export const ACCESS_TOKEN_POLL_MS = 1000;
/** The second-factor window result is polled in localStorage this often. */
export const SECOND_FACTOR_POLL_MS = 100;
/** Idle logout after this long without user activity. */
export const IDLE_TIMEOUT_MS = 900000;
export const IDLE_TIMEOUT_ENABLED = true;
/** The idle-logout countdown dialog opens this long before the logout. */
export const IDLE_WARNING_MS = 60000;
/** Info components stay visible this long. */
export const INFO_DURATION_MS = 8000;
/** List page size, and the divisor that turns a report offset into a page number. */
export const PAGE_SIZE = 10;
export const REPORT_OFFSET_DIVISOR = 10;
/** The platform never returns more than this many rows per page. */
export const MAX_PAGE_SIZE = 100;
/** The login tenant dropdown shows at most this many entries. */
export const TENANT_DROPDOWN_LIMIT = 40;
/** Credential category priority: higher first. */
export const CATEGORY_PRIORITY = { ID: 4, SELFIE: 3, LIVENESS: 2, OTHER: 1 } as const;
/** Numeric client error codes of spec section 8. */
export const ERROR_CODE_GENERIC_CLIENT = 1000;
export const ERROR_CODE_UNKNOWN_UPSTREAM = 1001;
export const ERROR_CODE_UNKNOWN_UPSTREAM_2 = 1002;
export const ERROR_CODE_SERVER_DOWN = 1010;
export const ERROR_CODE_ADJACENT = 1011;
export const ERROR_CODE_ADJACENT_2 = 1012;
/** Default dialog button texts are i18n keys (rendered 'OK' and 'Cancel' in English). */
export const DEFAULT_CONFIRM_KEY = 'app.dialog.ok';
export const DEFAULT_CANCEL_KEY = 'app.dialog.cancel';
/** Date formats (dayjs-style tokens, implemented in src/components/dates). */
export const DATE_INPUT_FORMAT = 'YYYY-MM-DD';
export const DATE_DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Shown wherever a value is empty. */
export const EMPTY_VALUE_PLACEHOLDER = '—';
/** Upload sizes are configured in bytes and shown in megabytes. */
export const BYTES_PER_MB = 1024 * 1024;
export const DEFAULT_MAX_IMAGE_UPLOAD_BYTES = 5 * BYTES_PER_MB;
export const DEFAULT_MAX_BULK_UPLOAD_BYTES = 20 * BYTES_PER_MB;
/** Production mode, animations and scroll-to-top are on. */
export const PRODUCTION_MODE = true;
export const ANIMATIONS_ENABLED = true;
export const SCROLL_TO_TOP_ENABLED = true;
/** Guarded-change reason limit, shared with the platform. */
export const GUARD_REASON_MAX_LENGTH = 500;
/** Wrong passwords or security codes in a row after which the guard refuses a user's protected changes. */
export const GUARD_LOCK_AFTER_FAILURES = 5;
/** How long the guard stays locked after GUARD_LOCK_AFTER_FAILURES failures (15 minutes). */
export const GUARD_LOCK_MS = 15 * 60 * 1000;
/** A second-factor confirmation request, and the approval it issues, stay usable this long (2 minutes). */
export const GUARD_APPROVAL_TTL_MS = 2 * 60 * 1000;
/** API token labels: at most this many characters (shared with the platform). */
export const API_TOKEN_LABEL_MAX_LENGTH = 80;
/** How many characters of a minted API token stay visible (for recognition) after it was shown once. */
export const API_TOKEN_PREFIX_LENGTH = 12;
/** Users CSV import: rows per dry-run/commit request (keeps each JSON body well under the platform's 1 MB limit). */
export const USERS_IMPORT_MAX_ROWS_PER_REQUEST = 1000;
/** Users CSV import: the most rows one file may hold (shared with the platform). */
export const USERS_IMPORT_MAX_ROWS = 50000;
/** Users CSV import: the parse worker reports progress after this many rows. */
export const USERS_IMPORT_PROGRESS_EVERY_ROWS = 500;
/** Fraud database CSV update: the most rows one file may hold (shared with the platform). */
export const FRAUD_CSV_MAX_ROWS = 10_000;
/** A fraud CSV of at most this many rows is checked before the dry run answers; a larger one in a background job. */
export const FRAUD_CSV_SYNC_DRY_RUN_MAX_ROWS = 250;
/** Fraud database CSV update: the largest body of the dry run and the update (10,000 rows fit in it). */
export const FRAUD_CSV_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
/** Group names and descriptions: at most this many characters (shared with the platform). */
export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;
/** Verifications waiting for review must be decided within this many hours of the transaction (review SLA). */
export const REVIEW_SLA_HOURS = 24;
/** A pending review counts as "SLA at risk" during this many hours before its SLA ends. */
export const SLA_AT_RISK_WINDOW_HOURS = 4;
/** Risk scores run from 0 (no risk) to this value. */
export const RISK_SCORE_MAX = 100;
/** The dashboard's activity chart covers this many days, today included. */
export const DASHBOARD_ACTIVITY_DAYS = 30;
/**
 * Where a re-sign-in in another window ends (a session that ended under unsaved edits, src/session/reSignIn):
 * a sign-in page that says so and closes its window, with no admin shell and no token refresh of its own.
 */
export const SIGNED_IN_AGAIN_PATH = '/signed-in';
