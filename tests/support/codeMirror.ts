import { EditorView } from '@codemirror/view';
import { act } from '@testing-library/react';

/**
 * Driving the CodeMirror editor (src/components/CodeEditor.tsx) in jsdom. jsdom has no layout and cannot type
 * into a contenteditable, so edits go through the editor's own API (as a user's typing would arrive), and the
 * text-range measuring CodeMirror does gets empty rectangles instead of an error.
 */
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

/** The editor view behind an element of the editor (e.g. its textbox). */
export const editorViewOf = (element: HTMLElement): EditorView => {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('not inside a CodeMirror editor');
  return view;
};

/** Replaces the whole text as if typed. */
export const typeInto = (element: HTMLElement, text: string) => {
  const view = editorViewOf(element);
  act(() => {
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: text },
      userEvent: 'input.type',
    });
  });
};

/** Inserts text at a position as if typed. */
export const typeAt = (element: HTMLElement, from: number, text: string) => {
  const view = editorViewOf(element);
  act(() => {
    view.dispatch({ changes: { from, insert: text }, userEvent: 'input.type' });
  });
};

/** The editor's current text. */
export const editorText = (element: HTMLElement): string =>
  editorViewOf(element).state.doc.toString();

/** The line numbers shown in the gutter (`marked`: only those marked as having an issue). */
export const gutterLineNumbers = ({ marked = false } = {}): (string | null)[] =>
  [
    ...document.querySelectorAll<HTMLElement>(
      `.cm-lineNumbers .cm-gutterElement${marked ? '.cm-errorLineNumber' : ''}`,
    ),
  ]
    .filter((element) => element.style.visibility !== 'hidden')
    .map((element) => element.textContent);
