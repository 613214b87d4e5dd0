import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import {
  DefinitionEditor,
  type LineIssue,
} from '../../../src/resources/workflows/DefinitionEditor';
import { editorText, editorViewOf, gutterLineNumbers, typeInto } from '../../support/codeMirror';
import { renderWithI18n } from '../../support/renderWithI18n';

const valid = `{
  "start": "a",
  "steps": [
    { "id": "a", "type": "DOCUMENT_CAPTURE", "next": "END" }
  ]
}`;

/** The editable area, once the lazily loaded editor has arrived. */
const findEditor = (name = 'Definition (JSON)') => screen.findByRole('textbox', { name });

const errorLines = () => gutterLineNumbers({ marked: true });

describe('DefinitionEditor', () => {
  it('numbers the lines and shows no error for a valid definition', async () => {
    renderWithI18n(<DefinitionEditor />, { form: { defaultValues: { definition: valid } } });
    const editor = await findEditor();
    expect(editorText(editor)).toBe(valid);
    expect(gutterLineNumbers()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(errorLines()).toEqual([]);
    expect(editor).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText(/JSON object with "start"/)).toBeInTheDocument();
  });

  it('marks a JSON syntax error at its line and lists it; the text reaches the form', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<DefinitionEditor />, {
      form: { defaultValues: { definition: valid }, onSubmit, withSubmit: true },
    });
    const editor = await findEditor();
    typeInto(editor, valid.replace('"a", "type"', '"a" "type"'));
    await waitFor(() => expect(errorLines()).toEqual(['4']));
    expect(screen.getByRole('button', { name: 'Line 4' })).toBeInTheDocument();
    expect(screen.getByText(/Not valid JSON: Expected ',' or '}'/)).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');

    const fixed = valid.replace('"a", "type"', '"a",  "type"');
    typeInto(editor, fixed);
    await waitFor(() => expect(errorLines()).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ definition: fixed });
  });

  it('a click on an issue selects its line in the editor', async () => {
    renderWithI18n(<DefinitionEditor />, {
      form: { defaultValues: { definition: valid.replace('"start": "a"', '"start": "zz"') } },
    });
    const editor = await findEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Line 2' }));
    const view = editorViewOf(editor);
    const { from, to } = view.state.selection.main;
    expect(view.state.sliceDoc(from, to)).toBe('  "start": "zz",');
  });

  it('marks a schema error at the line of the offending key (German texts too)', async () => {
    renderWithI18n(<DefinitionEditor />, {
      locale: 'de',
      form: { defaultValues: { definition: valid.replace('"start": "a"', '"start": "zz"') } },
    });
    await findEditor();
    await waitFor(() => expect(errorLines()).toEqual(['2']));
    expect(screen.getByRole('button', { name: 'Zeile 2' })).toBeInTheDocument();
    expect(screen.getByText(/Der Startschritt "zz" ist keine Schritt-ID/)).toBeInTheDocument();
  });

  it('shows the platform issues of a failed save at their lines until the text changes', async () => {
    const onTextChange = vi.fn();
    const WithServerIssues = () => {
      const [issues, setIssues] = useState<LineIssue[]>([
        { line: 3, code: 'SOMETHING', message: 'Rejected by the platform.' },
      ]);
      return (
        <DefinitionEditor
          serverIssues={issues}
          onTextChange={() => {
            onTextChange();
            setIssues([]);
          }}
        />
      );
    };
    renderWithI18n(<WithServerIssues />, { form: { defaultValues: { definition: valid } } });
    const editor = await findEditor();
    expect(errorLines()).toEqual(['3']);
    expect(screen.getByText(/Rejected by the platform/)).toBeInTheDocument();
    typeInto(editor, `${valid} `);
    expect(onTextChange).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText(/Rejected by the platform/)).toBeNull());
    expect(errorLines()).toEqual([]);
  });

  it('blocks submitting an invalid definition and keeps the text', async () => {
    const onSubmit = vi.fn();
    const broken = '{ "steps": [] }';
    renderWithI18n(<DefinitionEditor />, {
      form: { defaultValues: { definition: broken }, onSubmit, withSubmit: true },
    });
    const editor = await findEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorLines()).toEqual(['1']));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(editorText(editor)).toBe(broken);
  });
});
