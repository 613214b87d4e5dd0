import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Layout, useTheme, useThemesContext } from 'react-admin';
import { STORAGE_KEYS } from '../contract/storageKeys';
import { readCurrentUser } from '../session/auth/sessionStore';
import { nextRouteFor } from '../authProvider/signIn';
import { SessionBehaviours } from '../session';
import { CookieConsentBar } from '../components/CookieConsentBar';
import { portalServiceStatus, ServerDownBanner } from '../notifications';
import { PortalAppBar } from './PortalAppBar';
import { PRIVACY_HREF } from './legalLinks';
import { PortalMenu } from './PortalMenu';

/** Keeps the light/dark choice under STORAGE_KEYS.theme so it survives a new session. */
const ThemePersistence = () => {
  // The mode the shell shows: before any toggle that is the default the stored choice gave, not plain light
  // (which would overwrite a stored 'dark' on the first page after sign-in).
  const { defaultTheme } = useThemesContext();
  const [mode] = useTheme(defaultTheme);
  useEffect(() => {
    if (mode === 'light' || mode === 'dark') localStorage.setItem(STORAGE_KEYS.theme, mode);
  }, [mode]);
  return null;
};

/**
 * The signed-in shell. A user with setup steps pending (2FA, password) is sent there first. It hosts the
 * session behaviours (idle logout with its countdown, cross-tab logout, version-reload notice) and the
 * cookie-consent bar.
 */
export const PortalLayout = ({ children }: { children: ReactNode }) => {
  const user = readCurrentUser();
  if (user && (user.twoFactorSetupRequired || user.passwordChangeRequired))
    return <Navigate to={nextRouteFor(user)} replace />;
  return (
    <>
      <Layout appBar={PortalAppBar} menu={PortalMenu}>
        <ThemePersistence />
        <ServerDownBanner status={portalServiceStatus} />
        {children}
      </Layout>
      <CookieConsentBar privacyHref={PRIVACY_HREF} />
      {/* Outside Layout's error boundary: a crashed page must not stop the idle logout. After the cookie
          bar, so the version notice is painted above it. */}
      <SessionBehaviours />
    </>
  );
};
