import { history, defaultKeymap, historyKeymap } from '@codemirror/commands';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { lintKeymap, setDiagnostics } from '@codemirror/lint';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, FormHelperText, Link, List, ListItem, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import {
  LANGUAGES,
  editorTheme,
  errorLineNumbers,
  setErrorLines,
  toDiagnostics,
} from './codeEditorSetup';
import { DEFAULT_CODE_EDITOR_HEIGHT, type CodeEditorProps } from './codeEditorTypes';

export type { CodeEditorProps, CodeIssue, CodeLanguage } from './codeEditorTypes';

/** Marks changes the component makes itself (a new `value`), which are not reported through onChange. */
const External = Annotation.define<boolean>();

/** The texts CodeMirror itself shows or announces, by its phrase name → i18n key. */
const PHRASES = {
  Diagnostics: 'components.codeEditor.phrases.diagnostics',
  'No diagnostics': 'components.codeEditor.phrases.noDiagnostics',
  close: 'components.codeEditor.phrases.close',
  'Control character': 'components.codeEditor.phrases.controlCharacter',
  'Selection deleted': 'components.codeEditor.phrases.selectionDeleted',
} as const;

/**
 * A code editor (CodeMirror 6) with line numbers, syntax colours from the MUI theme, and issues marked at their
 * line: the line number turns red, the text is underlined (hover or F8 shows the message) and the issues are
 * listed under the editor as "Line N: …" links that select the line. Tab is left to move the focus on.
 * Load it through <LazyCodeEditor>, so CodeMirror stays out of the main bundle.
 */
export const CodeEditor = ({
  value,
  onChange,
  onBlur,
  language,
  lint,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  id,
  readOnly = false,
  height = DEFAULT_CODE_EDITOR_HEIGHT,
  helperText,
  error,
  handleRef,
}: CodeEditorProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const issuesId = useId();
  const host = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const compartments = useRef({
    language: new Compartment(),
    theme: new Compartment(),
    attributes: new Compartment(),
    readOnly: new Compartment(),
    phrases: new Compartment(),
  }).current;
  const callbacks = useRef({ onChange, onBlur, handleRef });
  useEffect(() => {
    callbacks.current = { onChange, onBlur, handleRef };
  });

  const issues = useMemo(() => (lint ? lint(value) : []), [lint, value]);
  const invalid = issues.length > 0 || Boolean(error);

  const themeExtension = useMemo(() => editorTheme(theme, height), [theme, height]);
  const attributes = useMemo(
    () =>
      EditorView.contentAttributes.of({
        'aria-label': ariaLabel,
        'aria-describedby': [issuesId, describedBy].filter(Boolean).join(' '),
        'aria-invalid': String(invalid),
        ...(readOnly && { 'aria-readonly': 'true' }),
        ...(id && { id }),
      }),
    [ariaLabel, issuesId, describedBy, invalid, readOnly, id],
  );
  const phrases = useMemo(
    () =>
      EditorState.phrases.of(
        Object.fromEntries(
          Object.entries(PHRASES).map(([phrase, key]) => [phrase, translate(key)]),
        ),
      ),
    [translate],
  );

  // The view lives as long as the component; later prop changes reconfigure its compartments.
  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          errorLineNumbers,
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          EditorState.tabSize.of(2),
          keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
          compartments.language.of([]),
          compartments.theme.of(themeExtension),
          compartments.attributes.of(attributes),
          compartments.readOnly.of(EditorState.readOnly.of(readOnly)),
          compartments.phrases.of(phrases),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(External)))
              callbacks.current.onChange?.(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            blur: () => {
              callbacks.current.onBlur?.();
            },
          }),
        ],
      }),
    });
    viewRef.current = view;
    callbacks.current.handleRef?.({
      insert: (text) => {
        const { from, to } = view.state.selection.main;
        view.dispatch({
          changes: { from, to, insert: text },
          selection: { anchor: from + text.length },
          scrollIntoView: true,
        });
        view.focus();
      },
    });
    let active = true;
    void LANGUAGES[language]().then((support) => {
      if (active) view.dispatch({ effects: compartments.language.reconfigure(support) });
    });
    return () => {
      active = false;
      callbacks.current.handleRef?.(null);
      view.destroy();
      viewRef.current = null;
    };
    // Created once per language; the other props reach the view through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: [
        compartments.theme.reconfigure(themeExtension),
        compartments.attributes.reconfigure(attributes),
        compartments.readOnly.reconfigure(EditorState.readOnly.of(readOnly)),
        compartments.phrases.reconfigure(phrases),
      ],
    });
  }, [compartments, themeExtension, attributes, readOnly, phrases]);

  // A value set from outside (form reset, loaded record) replaces the text; the issues follow it.
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value)
      view.dispatch({
        changes: { from: 0, to: current.length, insert: value },
        annotations: External.of(true),
      });
    view.dispatch(setDiagnostics(view.state, toDiagnostics(view.state.doc, issues)), {
      effects: setErrorLines.of(issues.map((issue) => issue.line)),
    });
  }, [value, issues]);

  const goToLine = (lineNumber: number) => {
    const view = viewRef.current;
    if (!view) return;
    const line = view.state.doc.line(Math.min(Math.max(1, lineNumber), view.state.doc.lines));
    view.dispatch({ selection: { anchor: line.from, head: line.to }, scrollIntoView: true });
    view.focus();
  };

  return (
    <Box>
      <Box
        ref={host}
        sx={{
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
        }}
      />
      <Box id={issuesId} aria-live="polite">
        {issues.length === 0 ? (
          <>
            {helperText && <FormHelperText>{helperText}</FormHelperText>}
            {error && <FormHelperText error>{error}</FormHelperText>}
          </>
        ) : (
          <List dense disablePadding sx={{ mt: 0.5 }}>
            {issues.map((issue, index) => (
              <ListItem
                key={`${issue.line}-${index}-${issue.message}`}
                disableGutters
                sx={{ py: 0 }}
              >
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
                    {translate('components.codeEditor.line', { line: issue.line })}
                  </Link>
                  {`: ${issue.message}`}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
};

export default CodeEditor;
