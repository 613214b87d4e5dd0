/** Public account pages (verification-key flows of spec section 7): reachable without signing in. */
export { ActivationPage } from './ActivationPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { VerifyEmailPage } from './VerifyEmailPage';

export { ACCOUNT_PATHS } from './paths';
