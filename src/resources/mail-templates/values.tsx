import { Box, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { LazyCodeEditor } from '../../components';

/** A template part on the show page: the text as written, read-only in the code editor (coloured, numbered). */
export const TemplateSource = ({ record, source }: { record: RaRecord; source: string }) => {
  const translate = useTranslate();
  const value: unknown = record[source];
  if (typeof value !== 'string') return null;
  if (source === 'subject')
    return (
      <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
        {value}
      </Typography>
    );
  return (
    // A shrinking grid column: a long line scrolls inside the editor instead of widening the page.
    <Box
      sx={{ width: '100%', maxWidth: 960, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <LazyCodeEditor
        value={value}
        language="handlebars"
        readOnly
        height={source === 'htmlBody' ? 320 : 200}
        aria-label={translate(`resources.mail-templates.fields.${source}`)}
      />
    </Box>
  );
};

/** The caller's other tenants with their own text of the mail, or "None". */
export const OverriddenIn = ({ record, source }: { record: RaRecord; source: string }) => {
  const translate = useTranslate();
  const value: unknown = record[source];
  const names = Array.isArray(value) ? value.filter((name) => typeof name === 'string') : [];
  return (
    <Typography component="span" variant="body2">
      {names.length ? names.join(', ') : translate('resources.mail-templates.none')}
    </Typography>
  );
};
