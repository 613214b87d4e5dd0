import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 time-based one-time passwords (HMAC-SHA-1, 30 s steps, 6 digits) over RFC 4648 base32 secrets, on
 * the otpauth library. Exported so the tests and the e2e suite compute the same codes the mock server accepts.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step are accepted too (clock drift between phone and server). */
export const TOTP_WINDOW_STEPS = 1;

type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';

const LIBRARY_ALGORITHM: Record<HmacAlgorithm, string> = {
  sha1: 'SHA1',
  sha256: 'SHA256',
  sha512: 'SHA512',
};

/** A Secret over a copy of the bytes (a Buffer may be a view into a larger shared pool). */
const secretOf = (bytes: Uint8Array): Secret =>
  new Secret({ buffer: Uint8Array.from(bytes).buffer });

export const base32Encode = (bytes: Uint8Array): string => secretOf(bytes).base32;

/** Decodes base32 (case-insensitive, padding and spaces ignored); throws on any other character. */
export const base32Decode = (text: string): Buffer =>
  Buffer.from(Secret.fromBase32(text.replace(/[\s=]/g, '')).bytes);

export const generateTotpSecret = (bytes = 20): string => new Secret({ size: bytes }).base32;

/** HOTP (RFC 4226) for a raw key and counter; `digits` up to 10. */
export const hotp = (
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: HmacAlgorithm = 'sha1',
): string =>
  HOTP.generate({
    secret: secretOf(key),
    counter,
    digits,
    algorithm: LIBRARY_ALGORITHM[algorithm],
  });

/** The TOTP code of a base32 secret at `timeMs` (defaults to now). */
export const totpCode = (
  secret: string,
  timeMs: number = Date.now(),
  digits = TOTP_DIGITS,
): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/[\s=]/g, '')),
    algorithm: LIBRARY_ALGORITHM.sha1,
    digits,
    period: TOTP_STEP_SECONDS,
    timestamp: timeMs,
  });

/**
 * The time step (counter) whose TOTP `code` is, among the step at `timeMs` and one step either side; null when
 * none. Every window step is checked (the library compares in constant time but stops at the first match), so
 * the time taken does not tell which step matched. The step lets a caller refuse a code used before.
 */
export const totpStepOf = (secret: string, code: string, timeMs: number): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const key = Secret.fromBase32(secret.replace(/[\s=]/g, ''));
  const counter = TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: timeMs });
  let matched: number | null = null;
  for (let step = -TOTP_WINDOW_STEPS; step <= TOTP_WINDOW_STEPS; step++) {
    const delta = HOTP.validate({
      token: code,
      secret: key,
      algorithm: LIBRARY_ALGORITHM.sha1,
      digits: TOTP_DIGITS,
      counter: counter + step,
      window: 0,
    });
    if (delta !== null) matched = counter + step;
  }
  return matched;
};

/** True when `code` is the TOTP of `secret` at `timeMs` or one step either side. Constant-time compare. */
export const verifyTotp = (secret: string, code: string, timeMs: number): boolean =>
  totpStepOf(secret, code, timeMs) !== null;

/** The time step (RFC 6238 counter) of an instant. */
export const totpStepAt = (timeMs: number): number =>
  TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: timeMs });

/** The otpauth:// URI an authenticator app reads from the setup QR code. */
export const otpauthUri = (secret: string, account: string, issuer: string): string =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}` +
  `&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
