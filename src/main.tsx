import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { loadLocale, storedLocale } from './i18n';
import { config } from './config/env';
import { apiCallOf, httpClient } from './dataProvider/httpClient';
import { connectVersionWatcher, initMonitoring } from './session';
import { portalServiceStatus } from './notifications';
import { preloadRoute } from './kit';
import { resources } from './resources';

// Platform wiring that lives as long as the page: every response's X-Client-Version feeds the version
// watcher; failed calls open (and successful ones close) the service-unavailable overlay.
connectVersionWatcher(httpClient);
portalServiceStatus.connect();
// `GET init?version=`: any failure leaves monitoring off. No monitoring SDK is bundled yet, so the answer is
// only reported for developers.
void initMonitoring(apiCallOf(httpClient), config.appVersion).then((monitoring) => {
  if (monitoring.enabled)
    console.info('Client monitoring enabled', Object.keys(monitoring.settings));
});

/**
 * A data router with clean URLs (no `#/`): react-admin's `<Admin>` uses the router it is rendered in, and
 * `useBlocker` (the pending-changes dialog) needs a data router. Every path is handed to `<Admin>`, whose
 * routes (login, /dashboard/init, setup pages, resources, not found, access denied) decide.
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
// The code of the screen the address opens starts downloading now, while the shell renders.
preloadRoute(window.location.pathname, resources);
// The stored language's catalogue first (German is a chunk of its own); if it cannot be fetched, English.
void loadLocale(storedLocale()).then(render, render);
