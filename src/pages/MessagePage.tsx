import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** The body of the not-found, access-denied and error pages: a title, the spec message, a way back. */
export const MessagePage = ({
  titleKey,
  message,
  icon,
  children,
}: {
  titleKey: string;
  message: string;
  icon: ReactNode;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 6, px: 2 }}>
      <Title title={translate(titleKey)} />
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2} alignItems="flex-start">
            {icon}
            <Typography variant="h5" component="h1">
              {translate(titleKey)}
            </Typography>
            <Typography role="alert">{message}</Typography>
            {children}
            <Button component={Link} to="/dashboard" variant="outlined">
              {translate('app.shell.pages.toDashboard')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
