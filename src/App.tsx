import {
  Admin,
  CustomRoutes,
  localStorageStore,
  Resource,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { authProvider as defaultAuthProvider } from './authProvider';
import { createDataProvider, type AppDataProvider } from './dataProvider';
import { appI18nProvider } from './i18n';
import { resourceEndpointMap, resources } from './resources';
import { PortalLayout } from './layout/PortalLayout';
import { RequireAccess } from './kit/RequireAccess';
import { ResourceRegistryProvider } from './kit/resourceRegistry';
import { darkTheme, lightTheme, storedThemeName } from './layout/themes';
import { LoginPage } from './pages/login/LoginPage';
import { InitPage } from './pages/InitPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { ErrorPage } from './pages/ErrorPage';
import { ACCOUNT_PATHS } from './pages/account/paths';
import {
  ActivationPage,
  DashboardPage,
  ForgotPasswordPage,
  MyProfilePage,
  PasswordSetupPage,
  ResetPasswordPage,
  RiskManagementPage,
  TwoFactorSetupPage,
  VerifyEmailPage,
} from './pages/lazyPages';
import { MY_PROFILE_PATH } from './profile/path';
import { RISK_MANAGEMENT_PATH } from './riskManagement/path';
import { apiCallOf, httpClient } from './dataProvider/httpClient';
import { FeatureFlagsProvider, loadFeatureFlags } from './session';
import { PortalNotifications, portalErrorReporter, withErrorReporting } from './notifications';

export interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: AppDataProvider;
  i18nProvider?: I18nProvider;
}

/** The sign-in pages inside the shell (a signed-out user sent to sign in): the query from the shell's router. */
const ShellLoginPage = () => <LoginPage search={useLocation().search} />;
const ShellInitPage = () => <InitPage search={useLocation().search} />;

/**
 * Every failed call is reported once by the error path (the dataProvider wrapper), so react-query must not
 * retry it into several notifications; an outage is handled by the service status, which probes, and queries
 * wait it out (QueriesWaitDuringOutage).
 */
const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      // A save must not wait silently for the platform to come back (queries do, during an outage): it fails at
      // once and the form keeps its input.
      mutations: { retry: false, networkMode: 'always' },
    },
  });

/** react-admin's store (list params, column choices, theme), shared with the shell's list warm-up. */
export const portalStore = localStorageStore();

let portalDataProvider: AppDataProvider | null = null;
/** Created once: a new dataProvider identity on a re-render would make react-admin refetch everything. */
export const defaultDataProvider = (): AppDataProvider =>
  (portalDataProvider ??= withErrorReporting(
    createDataProvider({ resources: resourceEndpointMap() }),
    portalErrorReporter,
  ));

/** `GET config` once at start; on failure 'Feature Flag config not available' is logged and flags are {}. */
const loadPortalFeatureFlags = () => loadFeatureFlags(apiCallOf(httpClient));

/**
 * The one `<Admin>`: providers injected (tests pass their own), custom routes, resources from the registry.
 * It expects to be rendered inside a react-router *data* router (main.tsx: createBrowserRouter), so
 * `<Admin>` does not create its own hash router and navigation blocking (pending changes) works.
 */
export const App = ({
  authProvider = defaultAuthProvider,
  dataProvider = defaultDataProvider(),
  i18nProvider = appI18nProvider(),
}: AppProps) => (
  <FeatureFlagsProvider load={loadPortalFeatureFlags}>
    <ResourceRegistryProvider resources={resources}>
      <AdminShell
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
      />
    </ResourceRegistryProvider>
  </FeatureFlagsProvider>
);

const queryClient = createQueryClient();

const AdminShell = ({ authProvider, dataProvider, i18nProvider }: Required<AppProps>) => (
  <Admin
    title="TrustDesk"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    store={portalStore}
    notification={PortalNotifications}
    loginPage={ShellLoginPage}
    layout={PortalLayout}
    catchAll={NotFoundPage}
    accessDenied={AccessDeniedPage}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme={storedThemeName()}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/" element={<ShellLoginPage />} />
      <Route path="/dashboard/init" element={<ShellInitPage />} />
      <Route path="/setup/two-factor" element={<TwoFactorSetupPage />} />
      <Route path="/setup/password" element={<PasswordSetupPage />} />
      {/* Public verification-key pages (no sign-in): activation, forgotten password, e-mail verification. */}
      <Route path={ACCOUNT_PATHS.activate} element={<ActivationPage />} />
      <Route path={ACCOUNT_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={ACCOUNT_PATHS.resetPassword} element={<ResetPasswordPage />} />
      <Route path={ACCOUNT_PATHS.verifyEmail} element={<VerifyEmailPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route
        path="/dashboard"
        element={
          <RequireAccess resource="dashboard" action="list">
            <DashboardPage />
          </RequireAccess>
        }
      />
      <Route path="/error" element={<ErrorPage />} />
      <Route
        path={RISK_MANAGEMENT_PATH}
        element={
          <RequireAccess resource="risk-management" action="list">
            <RiskManagementPage />
          </RequireAccess>
        }
      />
      <Route
        path={MY_PROFILE_PATH}
        element={
          <RequireAccess resource="my-profile" action="page">
            <MyProfilePage />
          </RequireAccess>
        }
      />
    </CustomRoutes>
    {resources.map((resource) => (
      <Resource
        key={resource.name}
        name={resource.name}
        icon={resource.icon}
        list={resource.list}
        show={resource.show}
        edit={resource.edit}
        create={resource.create}
        recordRepresentation={resource.recordRepresentation}
      >
        {resource.routes}
      </Resource>
    ))}
  </Admin>
);
