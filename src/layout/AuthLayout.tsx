import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslate } from 'react-admin';
import { CookieConsentBar } from '../components/CookieConsentBar';
import { AuthFooter } from './AuthFooter';
import { PRIVACY_HREF } from './legalLinks';

/**
 * The login layout shell: product name and marketing copy beside a card holding the current sign-in step.
 */
export const AuthLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const points = ['marketingIdentity', 'marketingScreening', 'marketingFraud'] as const;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          flex: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'center',
          gap: 4,
          px: { xs: 2, md: 8 },
          py: 6,
          maxWidth: 1200,
          width: '100%',
          mx: 'auto',
        }}
      >
        <Stack spacing={2} component="section">
          <Stack direction="row" spacing={1.5} alignItems="center">
            <VerifiedUserOutlinedIcon color="primary" fontSize="large" />
            <Typography variant="h4" component="h1" color="primary">
              {translate('app.name')}
            </Typography>
          </Stack>
          <Typography variant="h5" component="p">
            {translate('app.auth.login.marketingTitle')}
          </Typography>
          <Typography color="text.secondary">{translate('app.tagline')}</Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0, color: 'text.secondary' }}>
            {points.map((point) => (
              <Typography component="li" key={point} sx={{ mb: 0.5 }}>
                {translate(`app.auth.login.${point}`)}
              </Typography>
            ))}
          </Box>
        </Stack>
        <Card sx={{ width: '100%', maxWidth: 460, justifySelf: { md: 'end' } }}>
          <CardContent sx={{ p: 4 }}>{children}</CardContent>
        </Card>
      </Box>
      <AuthFooter />
      <CookieConsentBar privacyHref={PRIVACY_HREF} />
    </Box>
  );
};
