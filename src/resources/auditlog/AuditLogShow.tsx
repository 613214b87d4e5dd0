import type { ReactNode } from 'react';
import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { ListButton, useRecordContext, useTranslate } from 'react-admin';
import { ActionsToolbar, Show } from '../../kit';
import { formatDateTime } from '../../components';
import { EMPTY_VALUE_PLACEHOLDER } from '../../contract/constants';
import { AuditDiff } from './AuditDiff';
import { AuditEntityLink } from './AuditEntityLink';
import { AuditResultChip } from './AuditResultChip';
import type { AuditEntry } from './schema';
import { useAuditLabels } from './useAuditLabels';

const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(`resources.auditlog.fields.${label}`)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children || EMPTY_VALUE_PLACEHOLDER}
      </Typography>
    </Box>
  );
};

const EntryDetails = () => {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const labels = useAuditLabels();
  if (!entry) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {labels.action(entry.action)}
        </Typography>
        <AuditResultChip />
        <Box sx={{ flex: 1 }} />
        {/* A refused create made nothing: there is no record to open. */}
        {!(entry.result === 'FAILURE' && entry.before == null) && (
          <AuditEntityLink entityType={entry.entityType} entityId={entry.entityId} />
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        <Item label="timestamp">{`${formatDateTime(entry.timestamp)} UTC`}</Item>
        <Item label="actor">{labels.actor(entry.actorEmail)}</Item>
        <Item label="tenantName">{entry.tenantName}</Item>
        <Item label="clientIp">{entry.clientIp}</Item>
        <Item label="entity">
          {labels.entityType(entry.entityType)}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            {entry.entityId}
          </Box>
        </Item>
        <Item label="classification">{labels.classification(entry.classification)}</Item>
        <Item label="reason">{entry.reason}</Item>
        {entry.errorCode && (
          <Item label="errorCode">
            {translate(`app.errors.${entry.errorCode}`, { _: entry.errorCode })}
          </Item>
        )}
      </Box>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {translate('resources.auditlog.diff.title')}
      </Typography>
      <AuditDiff before={entry.before} after={entry.after} entityType={entry.entityType} />
    </Stack>
  );
};

/** One audit entry: who did what, when (UTC), from where and why, and a field-by-field diff. */
export const AuditLogShow = () => (
  <Show actions={<ActionsToolbar inline={<ListButton />} />} component={Card}>
    <CardContent sx={{ p: 0 }}>
      <EntryDetails />
    </CardContent>
  </Show>
);

export default AuditLogShow;
