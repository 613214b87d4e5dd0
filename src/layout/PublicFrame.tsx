import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { I18nContext, type I18nProvider } from 'react-admin';
import { darkTheme, lightTheme, storedThemeName } from './themes';

/**
 * What the pages that load before the admin shell stand in: the portal's theme (the user's last light/dark
 * choice) and a translate function. react-admin's own I18nContext, so that the same page components work here
 * and inside the admin shell, without the admin shell.
 */
export const PublicFrame = ({
  i18nProvider,
  children,
}: {
  i18nProvider: I18nProvider;
  children: ReactNode;
}) => {
  const theme = useMemo(
    () => createTheme(storedThemeName() === 'dark' ? darkTheme : lightTheme),
    [],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <I18nContext.Provider value={i18nProvider}>{children}</I18nContext.Provider>
    </ThemeProvider>
  );
};
