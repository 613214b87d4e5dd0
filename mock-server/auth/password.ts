import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: scrypt with a random 16-byte salt, stored as `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>` so the
 * cost can change without invalidating old hashes. Plain passwords are never stored or logged.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const format = (salt: Buffer, hash: Buffer): string =>
  `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;

/** Synchronous variant for seeding (a handful of accounts at start-up). */
export const hashPasswordSync = (password: string): string => {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
};

const scryptAsync = (
  password: string,
  salt: Buffer,
  length: number,
  n: number,
  r: number,
  p: number,
) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH, N, R, P));
};

/** A fixed dummy hash: accounts without a password still cost one scrypt run, so timing reveals nothing. */
const DUMMY_SALT = Buffer.alloc(16, 7);

export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    await scryptAsync(password, DUMMY_SALT, KEY_LENGTH, N, R, P);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64'),
    expected.length,
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** Brief section 4: at least 10 characters with an upper-case letter, a lower-case letter, a digit and a symbol. */
export const PASSWORD_RULE_MESSAGE =
  'The password must have at least 10 characters, with an upper-case letter, a lower-case letter, a digit and a symbol.';
export const PASSWORD_MIN_LENGTH = 10;

export const isStrongPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH &&
  /[A-Z]/.test(password) &&
  /[a-z]/.test(password) &&
  /\d/.test(password) &&
  /[^A-Za-z0-9]/.test(password);
