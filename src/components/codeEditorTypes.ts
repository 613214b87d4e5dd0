/**
 * What <CodeEditor> is given, without CodeMirror: the page that shows an editor imports these from here (or via
 * <LazyCodeEditor>), so the editor itself can stay in its own chunk.
 */
import type { ReactNode } from 'react';

/** The languages the editor knows; each has its loader in codeEditorSetup.ts (LANGUAGES). */
export type CodeLanguage = 'json' | 'handlebars';

/** A problem at a 1-based line (and optional 1-based column), its text already in the user's language. */
export interface CodeIssue {
  line: number;
  column?: number;
  message: string;
}

export const DEFAULT_CODE_EDITOR_HEIGHT = 420;

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  language: CodeLanguage;
  /** The problems of a text, shown at their lines and listed under the editor. Pure; run on every change. */
  lint?: (text: string) => readonly CodeIssue[];
  'aria-label': string;
  /** Ids of further descriptions; the issue list / helper text is always included. */
  'aria-describedby'?: string;
  /** The id of the editable element (e.g. to focus it from a label). */
  id?: string;
  readOnly?: boolean;
  /** Height of the editor in px (DEFAULT_CODE_EDITOR_HEIGHT when not given). */
  height?: number;
  /** Shown under the editor while there are no issues. */
  helperText?: ReactNode;
  /** An error of the value as a whole (e.g. a form validation message), shown while there are no issues. */
  error?: ReactNode;
  /** Given the editor's handle once it exists (null when it goes): to insert text at the cursor from outside. */
  handleRef?: (handle: CodeEditorHandle | null) => void;
}

/** What a page may do with a shown editor. */
export interface CodeEditorHandle {
  /** Replaces the selection with `text` (inserts it at the cursor), then gives the editor the focus. */
  insert(text: string): void;
}
