import { Box, Typography } from '@mui/material';
import { diffLines } from 'diff';
import { useTranslate } from 'react-admin';
import { MAIL_PARTS } from '../../contract/rules/mailCatalogue';
import type { MailTemplateParts } from '../../contract/rules/mailTemplateEngine';

/**
 * A version's text against the current one, part by part, line by line (jsdiff): lines only in the version are
 * marked − on red, lines only in the current text + on green, the rest as context. The marks are text too, so the
 * difference does not rest on colour.
 */
export const VersionDiff = ({
  version,
  before,
  after,
}: {
  version: number;
  before: MailTemplateParts;
  after: MailTemplateParts;
}) => {
  const translate = useTranslate();
  const changed = MAIL_PARTS.filter((part) => before[part] !== after[part]);
  if (!changed.length)
    return <Typography>{translate('resources.mail-templates.versions.same')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {`− ${translate('resources.mail-templates.versions.removed', { version })} · + ${translate('resources.mail-templates.versions.added')}`}
      </Typography>
      {changed.map((part) => (
        <Box
          key={part}
          component="section"
          aria-label={translate(`resources.mail-templates.fields.${part}`)}
        >
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            {translate(`resources.mail-templates.fields.${part}`)}
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              fontFamily: 'monospace',
              fontSize: 13,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'auto',
              maxHeight: 360,
            }}
          >
            {diffLines(before[part], after[part]).flatMap((change, index) =>
              change.value
                .replace(/\n$/, '')
                .split('\n')
                .map((line, lineIndex) => {
                  const mark = change.added ? '+' : change.removed ? '−' : ' ';
                  return (
                    <Box
                      component="div"
                      key={`${index}-${lineIndex}`}
                      data-change={change.added ? 'added' : change.removed ? 'removed' : 'same'}
                      sx={{
                        px: 1,
                        whiteSpace: 'pre-wrap',
                        wordBreak: 'break-word',
                        bgcolor: change.added
                          ? 'rgba(46, 125, 50, 0.14)'
                          : change.removed
                            ? 'rgba(198, 40, 40, 0.14)'
                            : undefined,
                      }}
                    >
                      {`${mark} ${line}`}
                    </Box>
                  );
                }),
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
