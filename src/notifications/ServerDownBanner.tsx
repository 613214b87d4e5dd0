import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ServiceStatus } from './serviceStatus';
import { useServiceOutage } from './useServiceOutage';

/**
 * Spec section 8, status 0: 'Server is down'. Shown above the page while the platform cannot be reached (no
 * answer, or an answer that is not the platform's). It does not cover the page: what is on screen, including a
 * form's input, stays usable, and the banner goes away by itself when the platform answers again.
 */
export const ServerDownBanner = ({ status }: { status: ServiceStatus }) => {
  const translate = useTranslate();
  const outage = useServiceOutage(status);
  if (outage !== 'unreachable') return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      <AlertTitle>{translate('app.messages.serverDown')}</AlertTitle>
      {translate('components.serverDown.text')}
      {/* Below the text rather than beside it: on a phone a side button would squeeze the text to a column. */}
      <Box sx={{ mt: 1 }}>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => status.probeNow()}
        >
          {translate('components.serverDown.retry')}
        </Button>
      </Box>
    </Alert>
  );
};
