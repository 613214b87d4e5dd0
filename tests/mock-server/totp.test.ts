// @vitest-environment node
import {
  base32Decode,
  base32Encode,
  hotp,
  totpCode,
  verifyTotp,
} from '../../mock-server/auth/totp';

// RFC 6238 appendix B: SHA-1 key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('matches the RFC vector at T=%i', (seconds, expected) => {
    expect(hotp(RFC_KEY, Math.floor(seconds / 30), 8)).toBe(expected);
    const secret = base32Encode(RFC_KEY);
    expect(totpCode(secret, seconds * 1000, 8)).toBe(expected);
    // The 6-digit code is the low six digits of the same value.
    expect(totpCode(secret, seconds * 1000)).toBe(expected.slice(2));
  });

  it('round-trips base32 and rejects other characters', () => {
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezdgnbvgy3tqojq gezdgnbvgy3tqojq').equals(RFC_KEY)).toBe(true);
    expect(() => base32Decode('GEZ1')).toThrow();
  });

  it('accepts one step either side and nothing further', () => {
    const secret = base32Encode(RFC_KEY);
    const t = 1111111111 * 1000;
    expect(verifyTotp(secret, totpCode(secret, t), t)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, t - 30_000), t)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, t + 30_000), t)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, t - 60_000), t)).toBe(false);
    expect(verifyTotp(secret, totpCode(secret, t + 60_000), t)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', t)).toBe(false);
    expect(verifyTotp(secret, '1234567', t)).toBe(false);
  });
});
