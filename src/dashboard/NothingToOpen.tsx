import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The user's roles open no area: say so, and whom to ask. */
export const NothingToOpen = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">
        {translate('app.shell.dashboard.nothingAvailable')}
      </Typography>
      <Typography color="text.secondary">
        {translate('app.shell.dashboard.nothingAvailableHelp')}
      </Typography>
    </Stack>
  );
};
