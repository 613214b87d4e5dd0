import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/mini';
import { config } from './config/env';
import { signInHttpClient } from './authProvider/signInClient';
import { apiCallOf } from './dataProvider/tableClient';
import { signInI18n } from './i18n/signIn';
import { storedLocale } from './i18n/locales';
import { PublicFrame } from './layout/PublicFrame';
import { PortalLoadFailed } from './layout/PortalLoadFailed';
import { ShellSkeleton } from './layout/ShellSkeleton';
import { isSignInPath, SignInApp } from './pages/login/SignInApp';
import { PublicNotFoundPage } from './pages/PublicNotFoundPage';
import { readCurrentUser } from './session/auth/sessionStore';
import { initMonitoring } from './session/platform/monitoring';
import { connectVersionWatcher } from './session/version/browserVersionWatcher';

/*
 * The entry: what every page loads first, kept to what the sign-in flow needs (React, the MUI parts of the
 * sign-in pages, their words, the sign-in calls). Every other address loads the admin shell (admin.tsx) on
 * demand and shows the shell's outline meanwhile, so a visitor who is not signed in never downloads it. (In a
 * build, index.html has already asked for the shell and the address's screens: scripts/vite/screenPreloads.ts.)
 */
// zod parses a handful of answers per page here: building its compiled fast path costs more than it saves, and
// it needs `eval`, which a strict Content-Security-Policy forbids. The plain path parses the same.
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const { pathname, search } = window.location;

// Set once the admin shell has the root: a slower public render (the outline) must not replace it.
let adminRendered = false;

const renderPublic = (page: React.ReactNode) =>
  signInI18n
    .loadLocale(storedLocale())
    .catch(() => undefined)
    .then(() => {
      if (adminRendered) return;
      root.render(
        <StrictMode>
          <PublicFrame i18nProvider={signInI18n.createI18nProvider()}>{page}</PublicFrame>
        </StrictMode>,
      );
    });

if (isSignInPath(pathname)) {
  connectVersionWatcher(signInHttpClient);
  void initMonitoring(apiCallOf(signInHttpClient), config.appVersion).then((monitoring) => {
    if (monitoring.enabled)
      console.info('Client monitoring enabled', Object.keys(monitoring.settings));
  });
  void renderPublic(<SignInApp pathname={pathname} search={search} />);
} else {
  const shell = import('./admin');
  void renderPublic(<ShellSkeleton />);
  shell
    .then(({ startAdmin, isPortalAddress }) =>
      // Nobody signed in and no such page: Not Found in the sign-in shell, not a sign-in that leads there. (The
      // access token is in no storage: the signed-in user is what a new page knows of the session.)
      !readCurrentUser() && !isPortalAddress(pathname)
        ? renderPublic(<PublicNotFoundPage />)
        : startAdmin(root, () => (adminRendered = true)),
    )
    .catch((error: unknown) => {
      console.error('The admin shell could not be loaded', error);
      adminRendered = false;
      void renderPublic(<PortalLoadFailed onRetry={() => window.location.reload()} />);
    });
}
