/**
 * `returnUrl` is honoured only for paths of this portal. Anything that could leave the origin (absolute URLs to
 * other hosts, protocol-relative `//host`, `/\host`, `javascript:`, percent-encoded variants of these,
 * backslashes, control characters) is rejected. Returns the same-origin path (with query and hash) or null.
 */
const MAX_LENGTH = 2048;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** Paths that make no sense to come back to (they would start the sign-in again). */
const NO_RETURN = /^\/(login|dashboard\/init|setup)(\/|\?|#|$)/;

const decodeFully = (value: string): string | null => {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
};

const unsafe = (text: string): boolean =>
  CONTROL.test(text) || text.includes('\\') || text.startsWith('//') || /^\/[\s]/.test(text);

export const sanitizeReturnUrl = (raw: unknown, origin: string): string | null => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  const decoded = decodeFully(raw);
  if (decoded === null || unsafe(raw) || unsafe(decoded)) return null;
  let candidate = raw;
  if (!raw.startsWith('/')) {
    // Only an absolute URL of this very origin may be given in full.
    if (!raw.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) return null;
    candidate = raw.slice(origin.length);
    const decodedCandidate = decodeFully(candidate);
    if (decodedCandidate === null || unsafe(candidate) || unsafe(decodedCandidate)) return null;
  }
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || NO_RETURN.test(path)) return null;
  return path;
};
