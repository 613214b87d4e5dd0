import { Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCookiePreference } from './cookiePreference';

export interface CookieConsentBarProps {
  /** Where the privacy policy lives (a route or an absolute URL). */
  privacyHref: string;
}

/** Bottom bar asking for optional cookies; hidden once the user has chosen, also after a reload. */
export const CookieConsentBar = ({ privacyHref }: CookieConsentBarProps) => {
  const translate = useTranslate();
  const { preference, accept, decline } = useCookiePreference();
  if (preference !== null) return null;
  return (
    <Paper
      component="section"
      role="region"
      aria-label={translate('components.cookieConsent.label')}
      // Notifications stack above it (src/notifications/NotificationList.tsx).
      data-bottom-bar
      elevation={6}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Above the page and app bar, but below dialogs: a dialog that needs an answer is never covered by the bar.
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 3,
        py: 2,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        justifyContent="space-between"
      >
        <Typography variant="body2">
          {translate('components.cookieConsent.text')}{' '}
          <Link href={privacyHref} target="_blank" rel="noopener noreferrer">
            {translate('components.cookieConsent.privacy')}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} flexShrink={0}>
          <Button variant="outlined" onClick={decline}>
            {translate('components.cookieConsent.no')}
          </Button>
          <Button variant="contained" onClick={accept}>
            {translate('components.cookieConsent.yes')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
