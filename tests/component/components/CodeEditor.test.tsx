import { forEachDiagnostic } from '@codemirror/lint';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyCodeEditor, type CodeEditorProps } from '../../../src/components';
import { editorViewOf, gutterLineNumbers, typeAt } from '../../support/codeMirror';
import { renderWithI18n } from '../../support/renderWithI18n';

const Controlled = (props: Partial<CodeEditorProps> & { initial: string }) => {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <LazyCodeEditor
        language="json"
        aria-label="Config"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('{"reset": true}')}>
        Reset
      </button>
    </>
  );
};

describe('CodeEditor (lazily loaded)', () => {
  // First in the file: the editor chunk is not loaded yet, so the placeholder shows.
  it('holds its place with a skeleton of the same height until the editor has loaded', async () => {
    renderWithI18n(
      <LazyCodeEditor
        value="{}"
        language="json"
        aria-label="Config"
        helperText="Some help"
        height={300}
      />,
    );
    const placeholder = screen.getByRole('progressbar', { name: 'Loading the editor…' });
    expect(placeholder).toHaveStyle({ height: '302px' });
    expect(screen.getByText('Some help')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Config' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Some help')).toBeInTheDocument();
  });

  it('reports edits, and takes a new value from outside without reporting it back', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled initial="{}" onChange={onChange} />);
    const editor = await screen.findByRole('textbox', { name: 'Config' });
    typeAt(editor, 1, '"a": 1');
    expect(onChange).toHaveBeenLastCalledWith('{"a": 1}');
    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    await waitFor(() => expect(editorViewOf(editor).state.doc.toString()).toBe('{"reset": true}'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks issues from the lint function at their line and column', async () => {
    const text = '{\n  "a": 1,\n  "b": x\n}';
    renderWithI18n(
      <LazyCodeEditor
        value={text}
        language="json"
        aria-label="Config"
        lint={() => [{ line: 3, column: 8, message: 'Not a value' }]}
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Config' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Line 3' })).toBeInTheDocument();
    expect(screen.getByText(/Not a value/)).toBeInTheDocument();
    const marked: string[] = [];
    const { state } = editorViewOf(editor);
    forEachDiagnostic(state, (d, from, to) =>
      marked.push(`${d.message}@${state.sliceDoc(from, to)}`),
    );
    expect(marked).toEqual(['Not a value@x']);
    expect(gutterLineNumbers({ marked: true })).toEqual(['3']);
  });

  it('can be read-only, and CodeMirror texts come from the catalogue', async () => {
    renderWithI18n(<LazyCodeEditor value="{}" language="json" aria-label="Config" readOnly />, {
      locale: 'de',
    });
    const editor = await screen.findByRole('textbox', { name: 'Config' });
    expect(editor).toHaveAttribute('aria-readonly', 'true');
    const { state } = editorViewOf(editor);
    expect(state.readOnly).toBe(true);
    expect(state.phrase('No diagnostics')).toBe('Keine Probleme');
  });
});
