import { useEffect, useId, useState } from 'react';
import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../contract/rules/dates';

/** The error descriptor parts a notification may carry (spec section 8). */
export interface NotificationDetailsData {
  id?: string;
  code?: string | number;
  message?: string;
  /** ISO instant; shown in UTC. */
  timestamp?: string;
  error?: string;
}

export interface NotificationDetailsProps {
  details: NotificationDetailsData;
  /** How long 'Copied' stays visible. */
  copiedFeedbackMs?: number;
  /** The user opened the details: the alert around them should stay until closed. */
  onOpen?: () => void;
}

const FIELDS = ['id', 'code', 'message', 'timestamp', 'error'] as const;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Collapsible technical details of a notification, meant to sit inside a react-admin custom
 * <Notification>. Support staff copy them to a ticket in one click.
 */
export const NotificationDetails = ({
  details,
  copiedFeedbackMs = 2000,
  onOpen,
}: NotificationDetailsProps) => {
  const translate = useTranslate();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [copy, copiedFeedbackMs]);

  const rows = FIELDS.filter((field) => details[field] !== undefined && details[field] !== '').map(
    (field) => ({
      field,
      label: translate(`components.notificationDetails.${field}`),
      value: field === 'timestamp' ? formatDateTime(details.timestamp) : String(details[field]),
    }),
  );
  if (rows.length === 0) return null;

  const copyToClipboard = async () => {
    const text = rows.map(({ label, value }) => `${label}: ${value}`).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        sx={{ px: 0.5 }}
      >
        {translate(
          open ? 'components.notificationDetails.hide' : 'components.notificationDetails.show',
        )}
      </Button>
      <Collapse in={open} id={panelId} unmountOnExit>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            my: 1,
            fontSize: '0.8125rem',
            '& dd': { m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' },
            '& dt': { fontWeight: 600 },
          }}
        >
          {rows.map(({ field, label, value }) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            size="small"
            color="inherit"
            startIcon={<ContentCopyIcon />}
            onClick={copyToClipboard}
          >
            {translate('components.notificationDetails.copy')}
          </Button>
          <Typography variant="caption" role="status">
            {copy === 'copied' && translate('components.notificationDetails.copied')}
            {copy === 'failed' && translate('components.notificationDetails.copyFailed')}
          </Typography>
        </Stack>
      </Collapse>
    </Box>
  );
};
