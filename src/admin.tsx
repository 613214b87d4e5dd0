import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, defaultDataProvider, portalStore } from './App';
import { canAccessWith } from './contract/access';
import { readCurrentUser } from './session/auth/sessionStore';
import { loadLocale, storedLocale } from './i18n';
import { config } from './config/env';
import { apiCallOf, httpClient } from './dataProvider/httpClient';
import { connectVersionWatcher, initMonitoring } from './session';
import { portalServiceStatus } from './notifications';
import { preloadRoute } from './kit';
import { preloadPage } from './pages/lazyPages';
import { resources } from './resources';
import { ACCOUNT_PATHS } from './pages/account/paths';
import { MY_PROFILE_PATH } from './profile/path';

/** The first segment of every address the shell's routes answer (App.tsx), resources included. */
const PORTAL_SECTIONS = new Set([
  '',
  'login',
  'dashboard',
  'setup',
  'error',
  ...[MY_PROFILE_PATH, ...Object.values(ACCOUNT_PATHS)].map((path) => path.split('/')[1]!),
  ...resources.map((resource) => resource.name),
]);

/**
 * Whether the shell has a page at `pathname`. A visitor who is not signed in is sent to sign in for these; any
 * other address gets the Not Found page, since a sign-in would only lead to it.
 */
export const isPortalAddress = (pathname: string): boolean =>
  PORTAL_SECTIONS.has(decodeURIComponent(pathname.split('/')[1] ?? ''));

/**
 * The admin shell: everything after sign-in. main.tsx loads this module for every address that is not part of
 * the sign-in flow, and `startAdmin` takes over the page's root (calling `onRender` just before it does).
 */
export const startAdmin = async (root: Root, onRender: () => void): Promise<void> => {
  // The code of the screen the address opens starts downloading now, while the shell renders; a list's first
  // request goes out too (only for a signed-in user, done with first sign-in, allowed to see that list).
  // The list request refreshes first: a new page has no access token yet.
  const session = readCurrentUser();
  const user =
    session && !session.twoFactorSetupRequired && !session.passwordChangeRequired ? session : null;
  preloadRoute(window.location.pathname, resources, {
    search: window.location.search,
    store: portalStore,
    dataProvider: defaultDataProvider(),
    canList: (resource) => !!user && canAccessWith(user.authorities, resource, 'list'),
  });
  preloadPage(window.location.pathname);
  // Platform wiring that lives as long as the page: every response's X-Client-Version feeds the version
  // watcher; failed calls open (and successful ones close) the service-unavailable overlay.
  connectVersionWatcher(httpClient);
  portalServiceStatus.connect();
  // `GET init?version=`: any failure leaves monitoring off. No monitoring SDK is bundled yet, so the answer
  // is only reported for developers.
  void initMonitoring(apiCallOf(httpClient), config.appVersion).then((monitoring) => {
    if (monitoring.enabled)
      console.info('Client monitoring enabled', Object.keys(monitoring.settings));
  });
  /*
   * A data router with clean URLs (no `#/`): react-admin's `<Admin>` uses the router it is rendered in, and
   * `useBlocker` (the pending-changes dialog) needs a data router. Every path is handed to `<Admin>`, whose
   * routes (login, /dashboard/init, setup pages, resources, not found, access denied) decide.
   */
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  // The stored language's catalogue first (German is a chunk of its own); if it cannot be fetched, English.
  await loadLocale(storedLocale()).catch(() => undefined);
  onRender();
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
};
