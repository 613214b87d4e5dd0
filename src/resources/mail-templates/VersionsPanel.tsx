import { Alert, Box, Button, List, ListItem, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { ModalDialog } from '../../components';
import { formatDateTime } from '../../contract/rules/dates';
import type { MailTemplateVersion } from '../../contract/schemas/mailTemplates';
import type { AppDataProvider } from '../../dataProvider';
import { useTemplateText } from './templateIssues';
import { VersionDiff } from './VersionDiff';

const WORDS = 'resources.mail-templates.versions';

/**
 * The template's saved versions, newest first: each can be compared with the text in the form (a line diff) and
 * restored into the form, where it is saved like any change (through the guard, as a new version).
 */
export const VersionsPanel = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue } = useFormContext();
  const current = useTemplateText();
  const [comparing, setComparing] = useState<MailTemplateVersion | null>(null);
  const [restored, setRestored] = useState<number | null>(null);
  const id = String(record?.id ?? '');
  const versions = useQuery({
    queryKey: ['mail-templates', id, 'versions', record?.version],
    queryFn: ({ signal }) => dataProvider.getMailTemplateVersions(id, signal),
    enabled: id !== '',
  });
  const restore = (version: MailTemplateVersion) => {
    for (const part of ['subject', 'htmlBody', 'textBody'] as const)
      setValue(part, version[part], { shouldDirty: true, shouldValidate: true });
    setRestored(version.version);
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="mail-versions-title"
      sx={{ p: 2, width: '100%' }}
    >
      <Typography
        id="mail-versions-title"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {translate(`${WORDS}.title`)}
      </Typography>
      {restored !== null ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${WORDS}.restoring`, { version: restored })}
        </Alert>
      ) : null}
      {versions.isError ? (
        <Alert severity="error">{translate('app.messages.genericError')}</Alert>
      ) : versions.data && versions.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${WORDS}.none`)}
        </Typography>
      ) : (
        <List dense disablePadding>
          {(versions.data ?? []).map((version) => (
            <ListItem
              key={version.id}
              disableGutters
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 240 }}>
                {translate(`${WORDS}.entry`, {
                  version: version.version,
                  source: translate(`resources.mail-templates.choices.source.${version.source}`),
                  savedBy: version.savedBy,
                  savedAt: formatDateTime(version.savedAt),
                })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" onClick={() => setComparing(version)}>
                  {translate(`${WORDS}.compare`)}
                </Button>
                <Button size="small" onClick={() => restore(version)}>
                  {translate(`${WORDS}.restore`)}
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <ModalDialog
        open={comparing !== null}
        title={`${WORDS}.diffTitle`}
        titleArgs={{ version: comparing?.version ?? '' }}
        onClose={() => setComparing(null)}
        maxWidth="md"
      >
        {comparing ? (
          <VersionDiff version={comparing.version} before={comparing} after={current} />
        ) : null}
      </ModalDialog>
    </Paper>
  );
};
