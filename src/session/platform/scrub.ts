/**
 * Removes secrets from free text before it leaves the browser in a client log. Guard fields (password, passCode)
 * and tokens must never be logged (house habit 7), and a log message is free text built from errors, URLs and
 * payloads, so the scrubber works on shapes rather than on known values. It errs on the side of redacting:
 * a lost detail in a log is cheaper than a leaked credential.
 */
export const REDACTED = '[REDACTED]';

/** Longest message sent; an error dump beyond this is noise and a larger leak surface. */
export const MAX_LOG_MESSAGE_LENGTH = 4000;

const SENSITIVE_KEY_SUFFIX =
  /(password|passwd|passcode|passphrase|token|secret|securitycode|securitypass|apikey|otp|credentials?|authorization|cookie|sessionid)$/;
const SENSITIVE_KEY_EXACT = new Set(['code', 'pwd', 'pin', 'pass', 'auth', 'session']);

/** `password`, `newPassword`, `pass_code`, `access-token`, `clientSecret`, `code`... */
export const isSensitiveKey = (key: string): boolean => {
  const normalised = key.toLowerCase().replace(/[\s_.-]/g, '');
  return SENSITIVE_KEY_EXACT.has(normalised) || SENSITIVE_KEY_SUFFIX.test(normalised);
};

/** Error-code constants such as `WRONG_PASSWORD_ERROR` are the one kind of `code` value worth keeping. */
const ERROR_CODE_CONSTANT = /^["']?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+["']?$/;

const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
// key, optionally quoted, then ':' or '=', then a quoted string or a bare value.
const KEY_VALUE =
  /(["']?)([A-Za-z_][\w.-]*)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,;&"'{}[\]()<>]+)/g;
const LONG_HEX = /\b[0-9a-fA-F]{32,}\b/g;
const TOKEN_RUN = /[A-Za-z0-9+/_=-]{32,}/g;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
// A lone six-digit number (TOTP security code), not part of a longer number, a date, a time or a word.
const SIX_DIGITS = /(?<![\w])(?<!\d[.:/-])\d{6}(?![\w])(?![.:/-]\d)/g;

const hasMixedClasses = (text: string): boolean =>
  /[a-z]/.test(text) && /[A-Z]/.test(text) && /\d/.test(text);

/** A random-looking run (base64, base64url, opaque token); paths and UUIDs are left alone. */
const looksLikeTokenRun = (run: string): boolean => {
  if (UUID.test(run)) return false;
  if (!run.includes('/')) return hasMixedClasses(run);
  // A path such as `api/v1/users/current` has short, single-case segments; base64 with '/' does not.
  return run.split('/').some((segment) => segment.length >= 8 && hasMixedClasses(segment));
};

const TRIM_EDGES = /^[("'[]+|[)"'\].,;:!?]+$/g;

/** A word with upper- and lower-case letters, a digit and an inner symbol, e.g. `Demo!2345`. */
const looksLikePassword = (word: string): boolean => {
  const core = word.replace(TRIM_EDGES, '');
  if (core.length < 8 || core.length > 128) return false;
  if (core.includes('://') || core.startsWith('/') || core.includes(REDACTED)) return false;
  // JSON fragments and key=value lists are structure, handled by the key rules, not single passwords.
  if (/["{}=,]/.test(core)) return false;
  return hasMixedClasses(core) && /[^A-Za-z0-9]/.test(core);
};

const redactKeyValues = (text: string): string =>
  text.replace(KEY_VALUE, (match, quote: string, key: string, separator: string, value: string) => {
    if (!isSensitiveKey(key) || value.startsWith(REDACTED)) return match;
    if (key.toLowerCase() === 'code' && ERROR_CODE_CONSTANT.test(value)) return match;
    const quoted = value.startsWith('"') || value.startsWith("'") ? value.charAt(0) : '';
    return `${quote}${key}${quote}${separator}${quoted}${REDACTED}${quoted}`;
  });

export const scrubSecrets = (input: string): string => {
  let text = input.length > MAX_LOG_MESSAGE_LENGTH ? input.slice(0, MAX_LOG_MESSAGE_LENGTH) : input;
  text = text.replace(AUTH_SCHEME, (_, scheme: string) => `${scheme} ${REDACTED}`);
  text = text.replace(JWT, REDACTED);
  text = redactKeyValues(text);
  text = text.replace(LONG_HEX, REDACTED);
  text = text.replace(TOKEN_RUN, (run) => (looksLikeTokenRun(run) ? REDACTED : run));
  text = text
    .split(/(\s+)/)
    .map((word) => (looksLikePassword(word) ? REDACTED : word))
    .join('');
  return text.replace(SIX_DIGITS, REDACTED);
};
