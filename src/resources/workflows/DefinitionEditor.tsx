import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, FormHelperText, FormLabel, Link, List, ListItem, Typography } from '@mui/material';
import { useId, useMemo, useRef, type ChangeEvent, type UIEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import {
  checkWorkflowDefinition,
  type DefinitionIssue,
} from '../../contract/schemas/workflowDefinition';

/** A problem the platform reported for a line (its English text; used when the portal's own check passed). */
export interface LineIssue {
  line: number;
  code: string;
  message: string;
}

const LINE_HEIGHT = 20;
const FONT = '"JetBrains Mono", "Fira Code", Menlo, Consolas, "Liberation Mono", monospace';

/** react-admin validator: the definition must pass the same check as the platform's. */
export const validateDefinition = (value: unknown): string | undefined =>
  typeof value === 'string' && checkWorkflowDefinition(value).length === 0
    ? undefined
    : 'resources.workflows.definition.invalid';

export interface DefinitionEditorProps {
  /** Issues from the last failed save (cleared by the caller when the text changes). */
  serverIssues?: readonly LineIssue[];
  onTextChange?: () => void;
}

/**
 * The workflow definition as JSON in a monospace editor: a textarea with a line-number gutter. Every problem is
 * marked at its line (red gutter number) and listed under the editor as "Line N: …"; a click on the list entry
 * puts the cursor on that line. Parse errors come from the shared reader's position, schema errors name the line
 * of the offending key.
 */
export const DefinitionEditor = ({ serverIssues = [], onTextChange }: DefinitionEditorProps) => {
  const translate = useTranslate();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const { field, fieldState, formState } = useInput({
    source: 'definition',
    validate: validateDefinition,
  });
  const text = typeof field.value === 'string' ? field.value : '';
  const localIssues = useMemo(() => checkWorkflowDefinition(text), [text]);
  const issues: LineIssue[] = useMemo(
    () => [
      ...localIssues.map((issue: DefinitionIssue) => ({
        line: issue.line,
        code: issue.code,
        message: translate(`resources.workflows.definitionErrors.${issue.code}`, {
          ...issue.params,
          _: issue.message,
        }),
      })),
      ...(localIssues.length ? [] : serverIssues),
    ],
    [localIssues, serverIssues, translate],
  );
  const badLines = new Set(issues.map((i) => i.line));
  const lineCount = text.split('\n').length;
  const showFieldError = fieldState.error && (fieldState.isTouched || formState.isSubmitted);

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    field.onChange(event.target.value);
    onTextChange?.();
  };
  const onScroll = (event: UIEvent<HTMLTextAreaElement>) => {
    if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
  };
  const goToLine = (line: number) => {
    const area = textarea.current;
    if (!area) return;
    const lines = text.split('\n');
    const offset = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
    area.focus();
    area.setSelectionRange(offset, offset + (lines[line - 1]?.length ?? 0));
    area.scrollTop = Math.max(0, (line - 3) * LINE_HEIGHT);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 960, mt: 1 }}>
      <FormLabel htmlFor={id} error={issues.length > 0} sx={{ display: 'block', mb: 0.5 }}>
        {translate('resources.workflows.fields.definition')}
      </FormLabel>
      <Box
        sx={{
          display: 'flex',
          border: 1,
          borderColor: issues.length ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
        }}
      >
        <Box
          ref={gutter}
          aria-hidden
          data-testid="definition-gutter"
          sx={{
            overflow: 'hidden',
            py: 1,
            minWidth: 48,
            textAlign: 'right',
            bgcolor: 'action.hover',
            color: 'text.secondary',
            fontFamily: FONT,
            fontSize: 13,
            lineHeight: `${LINE_HEIGHT}px`,
            userSelect: 'none',
            height: 420,
          }}
        >
          {Array.from({ length: lineCount }, (_, i) => (
            <Box
              key={i}
              data-line={i + 1}
              data-error={badLines.has(i + 1) ? 'true' : undefined}
              sx={{
                px: 1,
                height: LINE_HEIGHT,
                ...(badLines.has(i + 1) && {
                  bgcolor: 'error.main',
                  color: 'error.contrastText',
                  fontWeight: 700,
                }),
              }}
            >
              {i + 1}
            </Box>
          ))}
        </Box>
        <Box
          component="textarea"
          ref={textarea}
          id={id}
          name={field.name}
          value={text}
          onChange={onChange}
          onBlur={field.onBlur}
          onScroll={onScroll}
          spellCheck={false}
          wrap="off"
          aria-invalid={issues.length > 0}
          aria-describedby={`${id}-issues`}
          sx={{
            flex: 1,
            height: 420,
            resize: 'none',
            border: 0,
            outline: 0,
            p: 1,
            fontFamily: FONT,
            fontSize: 13,
            lineHeight: `${LINE_HEIGHT}px`,
            whiteSpace: 'pre',
            overflow: 'auto',
            bgcolor: 'transparent',
            color: 'text.primary',
            tabSize: 2,
          }}
        />
      </Box>
      <Box id={`${id}-issues`} aria-live="polite">
        {issues.length === 0 ? (
          <FormHelperText>{translate('resources.workflows.definition.help')}</FormHelperText>
        ) : (
          <List dense disablePadding sx={{ mt: 0.5 }} data-testid="definition-issues">
            {issues.map((issue, index) => (
              <ListItem key={`${issue.line}-${issue.code}-${index}`} disableGutters sx={{ py: 0 }}>
                <ErrorOutlineIcon color="error" fontSize="small" sx={{ mr: 1 }} />
                <Typography variant="body2" color="error">
                  <Link
                    component="button"
                    type="button"
                    color="error"
                    underline="always"
                    onClick={() => goToLine(issue.line)}
                    sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
                  >
                    {translate('resources.workflows.definition.line', { line: issue.line })}
                  </Link>
                  {`: ${issue.message}`}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
        {showFieldError && issues.length === 0 && fieldState.error?.message && (
          <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>
        )}
      </Box>
    </Box>
  );
};
