import { lazyView } from '../kit';
import { MY_PROFILE_PATH } from '../profile/path';
import { RISK_MANAGEMENT_PATH } from '../riskManagement/path';
import { ACCOUNT_PATHS } from './account/paths';

/*
 * The shell's own pages, each loaded when first opened (like the resources' screens): the dashboard with its
 * charts, "My profile", the first-sign-in set-up steps and the public account pages. None of them is on the way
 * to a list, so none of them is in the shell's code.
 */
export const DashboardPage = lazyView(() =>
  import('../dashboard/Dashboard').then((module) => ({ default: module.Dashboard })),
);
export const MyProfilePage = lazyView(() =>
  import('../profile/MyProfilePage').then((module) => ({ default: module.MyProfilePage })),
);
export const RiskManagementPage = lazyView(() =>
  import('../riskManagement/RiskManagementPage').then((module) => ({
    default: module.RiskManagementPage,
  })),
);
export const TwoFactorSetupPage = lazyView(() =>
  import('./setup/TwoFactorSetupPage').then((module) => ({ default: module.TwoFactorSetupPage })),
);
export const PasswordSetupPage = lazyView(() =>
  import('./setup/PasswordSetupPage').then((module) => ({ default: module.PasswordSetupPage })),
);
export const ActivationPage = lazyView(() =>
  import('./account/ActivationPage').then((module) => ({ default: module.ActivationPage })),
);
export const ForgotPasswordPage = lazyView(() =>
  import('./account/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazyView(() =>
  import('./account/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);
export const VerifyEmailPage = lazyView(() =>
  import('./account/VerifyEmailPage').then((module) => ({ default: module.VerifyEmailPage })),
);

const BY_PATH = {
  '/dashboard': DashboardPage,
  [MY_PROFILE_PATH]: MyProfilePage,
  [RISK_MANAGEMENT_PATH]: RiskManagementPage,
  '/setup/two-factor': TwoFactorSetupPage,
  '/setup/password': PasswordSetupPage,
  [ACCOUNT_PATHS.activate]: ActivationPage,
  [ACCOUNT_PATHS.forgotPassword]: ForgotPasswordPage,
  [ACCOUNT_PATHS.resetPassword]: ResetPasswordPage,
  [ACCOUNT_PATHS.verifyEmail]: VerifyEmailPage,
};

/** Starts fetching the page an address opens, while the shell renders (see kit/preloadRoute). */
export const preloadPage = (pathname: string): void => {
  const page = BY_PATH[pathname.replace(/\/+$/, '') as keyof typeof BY_PATH];
  page?.preload().catch(() => undefined);
};
