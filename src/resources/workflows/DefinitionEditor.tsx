import { Box, FormLabel } from '@mui/material';
import { useCallback, useId, useMemo } from 'react';
import { ValidationError, useInput, useTranslate } from 'react-admin';
import { LazyCodeEditor, type CodeIssue } from '../../components';
import { checkWorkflowDefinition } from '../../contract/schemas/workflowDefinition';

/** A problem the platform reported for a line (its English text; used when the portal's own check passed). */
export interface LineIssue {
  line: number;
  code: string;
  message: string;
}

/** react-admin validator: the definition must pass the same check as the platform's. */
export const validateDefinition = (value: unknown): string | undefined =>
  typeof value === 'string' && checkWorkflowDefinition(value).length === 0
    ? undefined
    : 'resources.workflows.definition.invalid';

const NO_ISSUES: readonly LineIssue[] = [];

export interface DefinitionEditorProps {
  /** Issues from the last failed save (cleared by the caller when the text changes). */
  serverIssues?: readonly LineIssue[];
  onTextChange?: () => void;
}

/**
 * The workflow definition as JSON in the code editor. Every problem is marked at its line and listed under the
 * editor as "Line N: …": parse errors at the shared reader's position, schema errors at the line of the offending
 * key (the same check as the platform's). The platform's issues of a failed save are shown while the portal's
 * own check finds nothing.
 */
export const DefinitionEditor = ({
  serverIssues = NO_ISSUES,
  onTextChange,
}: DefinitionEditorProps) => {
  const translate = useTranslate();
  const editorId = useId();
  const { field, fieldState, formState } = useInput({
    source: 'definition',
    validate: validateDefinition,
  });
  const text = typeof field.value === 'string' ? field.value : '';
  const lint = useCallback(
    (definition: string): CodeIssue[] => {
      const local = checkWorkflowDefinition(definition);
      if (local.length === 0) return serverIssues.map(({ line, message }) => ({ line, message }));
      return local.map((issue) => ({
        line: issue.line,
        message: translate(`resources.workflows.definitionErrors.${issue.code}`, {
          ...issue.params,
          _: issue.message,
        }),
      }));
    },
    [serverIssues, translate],
  );
  const hasIssues = useMemo(() => lint(text).length > 0, [lint, text]);
  const showFieldError = fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  const label = translate('resources.workflows.fields.definition');

  return (
    <Box sx={{ width: '100%', maxWidth: 960, mt: 1 }}>
      <FormLabel
        component="div"
        error={hasIssues}
        onClick={() => document.getElementById(editorId)?.focus()}
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </FormLabel>
      <LazyCodeEditor
        id={editorId}
        value={text}
        onChange={(value) => {
          field.onChange(value);
          onTextChange?.();
        }}
        onBlur={field.onBlur}
        language="json"
        lint={lint}
        aria-label={label}
        helperText={translate('resources.workflows.definition.help')}
        error={
          showFieldError && !hasIssues && fieldState.error?.message ? (
            <ValidationError error={fieldState.error.message} />
          ) : undefined
        }
      />
    </Box>
  );
};
