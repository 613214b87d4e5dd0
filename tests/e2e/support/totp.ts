/**
 * Second-factor codes computed with the mock's own TOTP module (the codes it accepts), from the demo accounts'
 * seeded base32 secrets, so the e2e suite types what an authenticator app would show.
 */
import {
  totpCode,
  totpStepAt,
  TOTP_STEP_SECONDS,
  TOTP_WINDOW_STEPS,
} from '../../../mock-server/auth/totp';
import { DEMO_ACCOUNTS } from '../../../mock-server/seed/demoAccounts';

/** The base32 TOTP secret of a demo account. */
export const demoSecretFor = (email: string): string => {
  const account = Object.values(DEMO_ACCOUNTS).find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account.totpSecret;
};

/** The secret inside an otpauth:// URI (what the set-up QR code encodes). */
export const secretFromOtpauth = (uri: string): string => {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
};

/**
 * The time step of the last code handed out per account since the emulator's last reset. The guard takes each
 * code once (only steps after the last one a change was made with), so a second code within one 30-s step is
 * the next step's, which the emulator accepts as well (±1 step).
 */
const handedOut = new Map<string, number>();

/** The emulator went back to its seed: no code has been used. */
export const forgetHandedOutCodes = (): void => handedOut.clear();

/**
 * A code for a demo account the guard has not taken yet (brief: `totpFor(email)`): the current step's, or the
 * next step's when the current one was handed out already. A third code within one step cannot be valid yet.
 */
export const totpFor = (email: string): string => {
  const current = totpStepAt(Date.now());
  const last = handedOut.get(email);
  const step = last === undefined ? current : Math.max(current, last + 1);
  if (step > current + TOTP_WINDOW_STEPS)
    throw new Error(
      `${email}: more than ${TOTP_WINDOW_STEPS + 1} security codes within one ${TOTP_STEP_SECONDS}-s step; ` +
        'the emulator takes each code once and would refuse it',
    );
  handedOut.set(email, step);
  return totpCode(demoSecretFor(email), step * TOTP_STEP_SECONDS * 1000);
};

/** The current code for an explicit base32 secret, e.g. one read from the set-up page. */
export const totpForSecret = (secret: string): string => totpCode(secret);
