import type { AccountBlockCode } from '../contract/rules/accountBlock';

export { ACCOUNT_BLOCK_CODES, asAccountBlock } from '../contract/rules/accountBlock';
export type { AccountBlockCode } from '../contract/rules/accountBlock';
export {
  forgetAccountBlock,
  peekAccountBlock,
  rememberAccountBlock,
} from '../session/auth/sessionEndedBy';

/** The i18n key of what the sign-in page says about a blocked account. */
export const accountBlockMessageKey = (code: AccountBlockCode): string =>
  `app.auth.login.accountBlocked.${code}`;
