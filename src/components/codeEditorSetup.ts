/**
 * The CodeMirror pieces behind <CodeEditor>: languages, the MUI-derived theme, and issues turned into
 * diagnostics and marked line numbers. Imported only by CodeEditor.tsx, so all of it stays in the lazily loaded
 * editor chunk.
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import {
  RangeSet,
  StateEffect,
  StateField,
  type Extension,
  type Range,
  type Text,
} from '@codemirror/state';
import { EditorView, GutterMarker, lineNumberMarkers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { CodeIssue, CodeLanguage } from './codeEditorTypes';

/**
 * Each language's support, loaded on first use so a language only one page needs costs nothing elsewhere.
 * Another language ('html', 'handlebars', …) is one more entry here and in CodeLanguage.
 */
export const LANGUAGES: Record<CodeLanguage, () => Promise<Extension>> = {
  json: async () => (await import('./codeEditorJson')).default(),
  handlebars: async () => (await import('./codeEditorHandlebars')).default(),
};

export const CODE_FONT =
  '"JetBrains Mono", "Fira Code", Menlo, Consolas, "Liberation Mono", monospace';
export const CODE_LINE_HEIGHT = 20;
/** The class of a line number whose line has an issue. */
export const ERROR_LINE_CLASS = 'cm-errorLineNumber';

const clampLine = (doc: Text, line: number) => doc.line(Math.min(Math.max(1, line), doc.lines));

/** An issue as a CodeMirror diagnostic: the column to its end of line, or the line's text without indentation. */
export const toDiagnostics = (doc: Text, issues: readonly CodeIssue[]): Diagnostic[] =>
  issues.map((issue) => {
    const line = clampLine(doc, issue.line);
    const indent = line.text.length - line.text.trimStart().length;
    const from =
      issue.column !== undefined
        ? Math.min(line.from + Math.max(0, issue.column - 1), line.to)
        : line.from + indent;
    return { from, to: line.to, severity: 'error', message: issue.message };
  });

class ErrorLineMarker extends GutterMarker {
  override elementClass = ERROR_LINE_CLASS;
}
const errorLineMarker = new ErrorLineMarker();

/** Replaces the set of lines whose number is marked (1-based line numbers). */
export const setErrorLines = StateEffect.define<readonly number[]>();

const errorLines = StateField.define<RangeSet<GutterMarker>>({
  create: () => RangeSet.empty,
  update(markers, tr) {
    let next = markers.map(tr.changes);
    for (const effect of tr.effects)
      if (effect.is(setErrorLines)) {
        const starts = [...new Set(effect.value.map((n) => clampLine(tr.state.doc, n).from))];
        next = RangeSet.of(
          starts
            .sort((a, b) => a - b)
            .map((from): Range<GutterMarker> => errorLineMarker.range(from)),
        );
      }
    return next;
  },
  provide: (field) => lineNumberMarkers.from(field),
});

/** Line numbers of lines with an issue are drawn in the error colour (see the theme). */
export const errorLineNumbers: Extension = errorLines;

/** Colours and type from the MUI theme, so the editor follows light and dark mode. */
export const editorTheme = (theme: Theme, height: number): Extension => {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  const selection = alpha(palette.primary.main, dark ? 0.4 : 0.22);
  const view = EditorView.theme(
    {
      '&': {
        height: `${height}px`,
        fontSize: '13px',
        color: palette.text.primary,
        backgroundColor: palette.background.paper,
      },
      '&.cm-focused': { outline: 'none' },
      '.cm-scroller': {
        fontFamily: CODE_FONT,
        lineHeight: `${CODE_LINE_HEIGHT}px`,
        overflow: 'auto',
      },
      '.cm-content': { padding: '8px 0', caretColor: palette.text.primary },
      '.cm-line': { padding: '0 8px' },
      '.cm-cursor, .cm-dropCursor': {
        borderLeftColor: palette.text.primary,
        borderLeftWidth: '2px',
      },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
        { backgroundColor: selection },
      '.cm-activeLine': { backgroundColor: alpha(palette.primary.main, dark ? 0.1 : 0.05) },
      '.cm-gutters': {
        backgroundColor: palette.action.hover,
        color: palette.text.secondary,
        borderRight: `1px solid ${palette.divider}`,
      },
      '.cm-lineNumbers .cm-gutterElement': { minWidth: '32px', padding: '0 8px 0 8px' },
      '.cm-activeLineGutter': {
        backgroundColor: alpha(palette.primary.main, dark ? 0.2 : 0.1),
        color: palette.text.primary,
      },
      [`.cm-lineNumbers .${ERROR_LINE_CLASS}`]: {
        backgroundColor: palette.error.main,
        color: palette.error.contrastText,
        fontWeight: 700,
      },
      '&.cm-focused .cm-matchingBracket': {
        backgroundColor: alpha(palette.success.main, dark ? 0.35 : 0.25),
      },
      '&.cm-focused .cm-nonmatchingBracket': {
        backgroundColor: alpha(palette.error.main, dark ? 0.4 : 0.25),
      },
      '.cm-tooltip': {
        backgroundColor: palette.background.paper,
        color: palette.text.primary,
        border: `1px solid ${palette.divider}`,
        borderRadius: `${theme.shape.borderRadius}px`,
        boxShadow: theme.shadows[4],
      },
      '.cm-diagnostic': { fontFamily: theme.typography.fontFamily ?? 'inherit', fontSize: '13px' },
      '.cm-diagnostic-error': { borderLeftColor: palette.error.main },
      '.cm-panels': { backgroundColor: palette.background.paper, color: palette.text.primary },
      '.cm-panels.cm-panels-bottom': { borderTop: `1px solid ${palette.divider}` },
      '.cm-panel.cm-panel-lint ul [aria-selected]': {
        backgroundColor: alpha(palette.primary.main, dark ? 0.35 : 0.15),
      },
    },
    { dark },
  );
  const ink = (color: string, amount: number) =>
    dark ? lighten(color, amount) : darken(color, amount);
  const highlight = HighlightStyle.define(
    [
      { tag: tags.propertyName, color: palette.primary.main, fontWeight: 600 },
      { tag: tags.string, color: ink(palette.success.main, 0.3) },
      { tag: tags.number, color: ink(palette.warning.main, 0.35) },
      { tag: [tags.bool, tags.null], color: ink(palette.info.main, 0.3) },
      {
        tag: [tags.brace, tags.squareBracket, tags.separator, tags.punctuation],
        color: palette.text.secondary,
      },
      { tag: tags.invalid, color: palette.error.main },
      // Mail templates: HTML tags and attributes, Handlebars variables and blocks, comments.
      { tag: tags.tagName, color: ink(palette.info.main, 0.35), fontWeight: 600 },
      { tag: tags.attributeName, color: ink(palette.warning.main, 0.35) },
      { tag: [tags.angleBracket, tags.meta], color: palette.text.secondary },
      { tag: tags.variableName, color: palette.secondary.main, fontWeight: 600 },
      { tag: tags.keyword, color: palette.primary.main, fontWeight: 700 },
      { tag: tags.comment, color: palette.text.secondary, fontStyle: 'italic' },
    ],
    { themeType: dark ? 'dark' : 'light' },
  );
  return [view, syntaxHighlighting(highlight)];
};
