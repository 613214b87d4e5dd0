import { Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FullPageOverlay } from './FullPageOverlay';

export interface SecondFactorOverlayProps {
  open: boolean;
  /** Aborts the wait; the caller then reports that the change was not saved. */
  onCancel: () => void;
}

/** Covers the page while the user confirms a change with the second factor in another window. */
export const SecondFactorOverlay = ({ open, onCancel }: SecondFactorOverlayProps) => {
  const translate = useTranslate();
  return (
    <FullPageOverlay open={open} role="dialog" title={translate('components.secondFactor.title')}>
      <CircularProgress aria-hidden />
      <Typography>{translate('components.secondFactor.text')}</Typography>
      <Button variant="outlined" onClick={onCancel} autoFocus>
        {translate('app.dialog.cancel')}
      </Button>
    </FullPageOverlay>
  );
};
