import { Box, FormLabel } from '@mui/material';
import { useCallback, useId, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { ValidationError, useInput, useTranslate } from 'react-admin';
import { LazyCodeEditor, type CodeIssue } from '../../components';
import { MAIL_PARTS, type MailPart } from '../../contract/rules/mailCatalogue';
import { lintTemplate } from '../../contract/rules/mailTemplateEngine';
import { editorsOf } from './editorHandles';
import {
  issueMessage,
  issuesOf,
  useIssueWords,
  useFormMailKey,
  useTemplateIssues,
} from './templateIssues';

const HEIGHTS: Record<MailPart, number> = { subject: 44, htmlBody: 420, textBody: 240 };

const asPart = (source: string): MailPart =>
  (MAIL_PARTS as readonly string[]).includes(source) ? (source as MailPart) : 'htmlBody';

/**
 * One part of a mail template (subject, HTML body, plain-text body) in the code editor, with Handlebars and HTML
 * coloured. The template engine's check runs as the user types: a problem with a place is marked at its line and
 * column and listed under the editor; a required variable the body lacks is the field's error. Saving is blocked
 * while there is any, as the platform would refuse the text.
 */
export const TemplatePartInput = ({ source }: { source: string }) => {
  const part = asPart(source);
  const translate = useTranslate();
  const editorId = useId();
  const key = useFormMailKey();
  const { control } = useFormContext();
  const { issues } = useTemplateIssues();
  const words = useIssueWords();
  const validate = useCallback(
    (value: unknown, values: Record<string, unknown>) => {
      if (!key) return undefined;
      const text = (name: MailPart) => {
        const typed = name === part ? value : values[name];
        return typeof typed === 'string' ? typed : '';
      };
      const own = lintTemplate(key, {
        subject: text('subject'),
        htmlBody: text('htmlBody'),
        textBody: text('textBody'),
      }).filter((issue) => issue.part === part);
      const placeless = own.find((issue) => issue.line === undefined);
      if (placeless) return issueMessage(placeless);
      return own.length ? 'resources.mail-templates.editor.hasIssues' : undefined;
    },
    [key, part],
  );
  const { field, fieldState, formState } = useInput({ source, validate });
  const placed = useMemo(
    () => issuesOf(issues, part).filter((issue) => issue.line !== undefined),
    [issues, part],
  );
  // The editor asks for the issues of the text it shows; they are the form's, worked out above.
  const lint = useCallback(
    (): CodeIssue[] =>
      placed.map((issue) => ({
        line: issue.line ?? 1,
        column: issue.column,
        message: words(issue),
      })),
    [placed, words],
  );
  const label = translate(`resources.mail-templates.fields.${part}`);
  const showError = fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const editors = editorsOf(control);

  return (
    <Box sx={{ width: '100%', mt: 1, mb: 2 }}>
      <FormLabel
        component="div"
        error={placed.length > 0 || Boolean(showError)}
        onClick={() => document.getElementById(editorId)?.focus()}
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </FormLabel>
      {/* A grid column that may shrink: a long line scrolls inside the editor instead of widening the form. */}
      <Box
        onFocus={() => (editors.last = part)}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        <LazyCodeEditor
          id={editorId}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          language="handlebars"
          lint={lint}
          aria-label={label}
          height={HEIGHTS[part]}
          helperText={
            part === 'htmlBody' ? translate('resources.mail-templates.editor.hint') : undefined
          }
          handleRef={(handle) => {
            if (handle) editors.handles.set(part, handle);
            else editors.handles.delete(part);
          }}
          error={
            showError && placed.length === 0 && fieldState.error?.message ? (
              <ValidationError error={fieldState.error.message} />
            ) : undefined
          }
        />
      </Box>
    </Box>
  );
};
