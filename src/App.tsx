import { Admin, CustomRoutes, Resource, type AuthProvider, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider as defaultAuthProvider } from './authProvider';
import { createDataProvider, type AppDataProvider } from './dataProvider';
import { i18nProvider as defaultI18nProvider } from './i18n';
import { STORAGE_KEYS } from './config/storageKeys';
import { resourceEndpointMap, resources } from './resources';
import { PortalLayout } from './layout/PortalLayout';
import { RequireAccess } from './layout/RequireAccess';
import { darkTheme, lightTheme } from './layout/themes';
import { LoginPage } from './pages/login/LoginPage';
import { InitPage } from './pages/InitPage';
import { TwoFactorSetupPage } from './pages/setup/TwoFactorSetupPage';
import { PasswordSetupPage } from './pages/setup/PasswordSetupPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { ErrorPage } from './pages/ErrorPage';
import { Dashboard } from './dashboard/Dashboard';

export interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: AppDataProvider;
  i18nProvider?: I18nProvider;
}

const storedTheme = (): 'light' | 'dark' =>
  localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';

/** The one `<Admin>`: providers injected (tests pass their own), custom routes, resources from the registry. */
export const App = ({
  authProvider = defaultAuthProvider,
  dataProvider = createDataProvider({ resources: resourceEndpointMap() }),
  i18nProvider = defaultI18nProvider,
}: AppProps) => (
  <Admin
    title="TrustDesk"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={PortalLayout}
    catchAll={NotFoundPage}
    accessDenied={AccessDeniedPage}
    theme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme={storedTheme()}
    requireAuth
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/" element={<LoginPage />} />
      <Route path="/dashboard/init" element={<InitPage />} />
      <Route path="/setup/two-factor" element={<TwoFactorSetupPage />} />
      <Route path="/setup/password" element={<PasswordSetupPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route
        path="/dashboard"
        element={
          <RequireAccess resource="dashboard" action="list">
            <Dashboard />
          </RequireAccess>
        }
      />
      <Route path="/error" element={<ErrorPage />} />
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
      />
    ))}
  </Admin>
);
