import { Alert, Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { sampleValuesOf, type MailKey } from '../../contract/rules/mailCatalogue';
import {
  lintTemplate,
  renderTemplate,
  type MailTemplateParts,
} from '../../contract/rules/mailTemplateEngine';
import { MailFrame, MailText } from './MailFrame';

const WORDS = 'resources.mail-templates.preview';
/** The reading widths offered: a desktop mail client's column and a phone's screen. */
const WIDTHS = { desktop: 800, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

/**
 * A template rendered with its mail's sample values, as the recipient would read it: the subject, then the HTML
 * body in the sandboxed frame at desktop or phone width, or the plain-text body. A text with problems is not
 * rendered (the editors list them). `actions` sit in the heading (the test mail).
 */
export const MailPreview = ({
  mailKey,
  parts,
  actions,
}: {
  mailKey: MailKey;
  parts: MailTemplateParts;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  const [view, setView] = useState<'html' | 'text'>('html');
  const [width, setWidth] = useState<Width>('desktop');
  const rendered = useMemo(
    () =>
      lintTemplate(mailKey, parts).length === 0
        ? renderTemplate(parts, sampleValuesOf(mailKey))
        : null,
    [mailKey, parts],
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="mail-preview-title"
      sx={{ p: 2, width: '100%' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography
          id="mail-preview-title"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {translate(`${WORDS}.title`)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: 'html' | 'text' | null) => next && setView(next)}
          aria-label={translate(`${WORDS}.title`)}
        >
          <ToggleButton value="html">{translate(`${WORDS}.html`)}</ToggleButton>
          <ToggleButton value="text">{translate(`${WORDS}.text`)}</ToggleButton>
        </ToggleButtonGroup>
        {view === 'html' ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={width}
            onChange={(_event, next: Width | null) => next && setWidth(next)}
            aria-label={translate(`${WORDS}.frameTitle`)}
          >
            <ToggleButton value="desktop">{translate(`${WORDS}.desktop`)}</ToggleButton>
            <ToggleButton value="phone">{translate(`${WORDS}.phone`)}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        {actions}
      </Box>
      {rendered ? (
        <>
          <Typography variant="body2" sx={{ mb: 1, fontWeight: 600, wordBreak: 'break-word' }}>
            {translate(`${WORDS}.subject`, { subject: rendered.subject })}
          </Typography>
          {view === 'html' ? (
            <MailFrame html={rendered.html} width={WIDTHS[width]} />
          ) : (
            <MailText text={rendered.text} />
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate(`${WORDS}.sandboxed`)}
          </Typography>
        </>
      ) : (
        <Alert severity="info">{translate(`${WORDS}.fixFirst`)}</Alert>
      )}
    </Paper>
  );
};
