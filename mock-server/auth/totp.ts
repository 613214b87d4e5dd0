import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * RFC 6238 time-based one-time passwords (HMAC-SHA-1, 30 s steps, 6 digits) over RFC 4648 base32 secrets.
 * Exported so the tests and the e2e suite compute the same codes the mock server accepts.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step are accepted too (clock drift between phone and server). */
export const TOTP_WINDOW_STEPS = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const base32Encode = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
};

/** Decodes base32 (case-insensitive, padding and spaces ignored); throws on any other character. */
export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 character');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

export const generateTotpSecret = (bytes = 20): string => base32Encode(randomBytes(bytes));

/** HOTP (RFC 4226) for a raw key and counter; `digits` up to 10. */
export const hotp = (
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac(algorithm, key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary =
    ((hmac[offset]! & 0x7f) << 24) |
    (hmac[offset + 1]! << 16) |
    (hmac[offset + 2]! << 8) |
    hmac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/** The TOTP code of a base32 secret at `timeMs` (defaults to now). */
export const totpCode = (
  secret: string,
  timeMs: number = Date.now(),
  digits = TOTP_DIGITS,
): string => hotp(base32Decode(secret), Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS), digits);

/** True when `code` is the TOTP of `secret` at `timeMs` or one step either side. Constant-time compare. */
export const verifyTotp = (secret: string, code: string, timeMs: number): boolean => {
  if (!/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secret);
  const counter = Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
  let ok = false;
  for (let step = -TOTP_WINDOW_STEPS; step <= TOTP_WINDOW_STEPS; step++) {
    const expected = Buffer.from(hotp(key, counter + step));
    // No early exit: every window step is compared.
    if (timingSafeEqual(expected, Buffer.from(code))) ok = true;
  }
  return ok;
};

/** The otpauth:// URI an authenticator app reads from the setup QR code. */
export const otpauthUri = (secret: string, account: string, issuer: string): string =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}` +
  `&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
