import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FullPageOverlay } from './FullPageOverlay';

export interface ServiceUnavailableOverlayProps {
  open: boolean;
  /** 'maintenance' shows the maintenance message instead of the generic one. */
  reason?: 'unavailable' | 'maintenance';
}

/** Shown on SERVICE_UNAVAILABLE (spec section 8); blocks the page until the service is back. */
export const ServiceUnavailableOverlay = ({
  open,
  reason = 'unavailable',
}: ServiceUnavailableOverlayProps) => {
  const translate = useTranslate();
  return (
    <FullPageOverlay
      open={open}
      role="alert"
      title={translate('components.serviceUnavailable.title')}
    >
      <Typography>
        {translate(
          reason === 'maintenance' ? 'app.messages.maintenance' : 'app.messages.serviceUnavailable',
        )}
      </Typography>
    </FullPageOverlay>
  );
};
