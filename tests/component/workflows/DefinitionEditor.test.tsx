import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DefinitionEditor } from '../../../src/resources/workflows/DefinitionEditor';
import { renderWithI18n } from '../../support/renderWithI18n';

const valid = `{
  "start": "a",
  "steps": [
    { "id": "a", "type": "DOCUMENT_CAPTURE", "next": "END" }
  ]
}`;

const gutterErrors = () =>
  [...screen.getByTestId('definition-gutter').querySelectorAll('[data-error="true"]')].map(
    (el) => el.textContent,
  );

describe('DefinitionEditor', () => {
  it('numbers the lines and shows no error for a valid definition', () => {
    renderWithI18n(<DefinitionEditor />, { form: { defaultValues: { definition: valid } } });
    expect(screen.getByTestId('definition-gutter').children).toHaveLength(6);
    expect(gutterErrors()).toEqual([]);
    expect(screen.getByText(/JSON object with "start"/)).toBeInTheDocument();
  });

  it('marks a JSON syntax error at its line and lists it', async () => {
    renderWithI18n(<DefinitionEditor />, { form: { defaultValues: { definition: valid } } });
    const editor = screen.getByLabelText('Definition (JSON)');
    fireEvent.change(editor, { target: { value: valid.replace('"a", "type"', '"a" "type"') } });
    await waitFor(() => expect(gutterErrors()).toEqual(['4']));
    expect(screen.getByRole('button', { name: 'Line 4' })).toBeInTheDocument();
    expect(screen.getByText(/Not valid JSON: Expected ',' or '}'/)).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a schema error at the line of the offending key (German texts too)', async () => {
    renderWithI18n(<DefinitionEditor />, {
      locale: 'de',
      form: { defaultValues: { definition: valid.replace('"start": "a"', '"start": "zz"') } },
    });
    await waitFor(() => expect(gutterErrors()).toEqual(['2']));
    expect(screen.getByRole('button', { name: 'Zeile 2' })).toBeInTheDocument();
    expect(screen.getByText(/Der Startschritt "zz" ist keine Schritt-ID/)).toBeInTheDocument();
  });

  it('shows the platform issues of a failed save at their lines until the text changes', async () => {
    const onTextChange = vi.fn();
    renderWithI18n(
      <DefinitionEditor
        serverIssues={[{ line: 3, code: 'SOMETHING', message: 'Rejected by the platform.' }]}
        onTextChange={onTextChange}
      />,
      { form: { defaultValues: { definition: valid } } },
    );
    expect(gutterErrors()).toEqual(['3']);
    expect(screen.getByText(/Rejected by the platform/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Definition (JSON)'), {
      target: { value: `${valid} ` },
    });
    expect(onTextChange).toHaveBeenCalled();
  });

  it('blocks submitting an invalid definition and keeps the text', async () => {
    const onSubmit = vi.fn();
    const broken = '{ "steps": [] }';
    renderWithI18n(<DefinitionEditor />, {
      form: { defaultValues: { definition: broken }, onSubmit, withSubmit: true },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(gutterErrors()).toEqual(['1']));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Definition (JSON)')).toHaveValue(broken);
  });
});
