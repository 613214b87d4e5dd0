import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

export interface OneTimeValueDialogProps {
  /** The value to show; null closes the dialog. Held by the caller in component state only. */
  value: string | null;
  /** i18n key of the title. */
  title: string;
  onClose: () => void;
}

/**
 * Shows a freshly minted token or secret exactly once, with a copy button. The value lives only in the caller's
 * component state: it never enters react-query's cache, the react-admin store or browser storage, and once the
 * caller drops it (on close) it is gone from the page for good. A backdrop click does not close the dialog, so
 * the value cannot be lost by a stray click before it was copied.
 */
export const OneTimeValueDialog = ({ value, title, onClose }: OneTimeValueDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const valueId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const close = () => {
    setCopy('idle');
    onClose();
  };

  const copyValue = async () => {
    if (value === null) return;
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Dialog
      open={value !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.api-tokens.oneTime.warning')}
        </Alert>
        <Typography variant="caption" color="text.secondary" component="p" id={valueId}>
          {translate('resources.api-tokens.oneTime.valueLabel')}
        </Typography>
        <Box
          aria-labelledby={valueId}
          sx={{
            display: 'block',
            mt: 0.5,
            p: 1.5,
            fontFamily: 'monospace',
            fontSize: '0.9rem',
            wordBreak: 'break-all',
            userSelect: 'all',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {value}
        </Box>
        {copy !== 'idle' && (
          <Typography
            role="status"
            variant="body2"
            color={copy === 'copied' ? 'success.main' : 'error'}
            sx={{ mt: 1 }}
          >
            {translate(
              `resources.api-tokens.oneTime.${copy === 'copied' ? 'copied' : 'copyFailed'}`,
            )}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={copyValue}>
          {translate('resources.api-tokens.oneTime.copy')}
        </Button>
        <Button variant="contained" onClick={close}>
          {translate('resources.api-tokens.oneTime.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
