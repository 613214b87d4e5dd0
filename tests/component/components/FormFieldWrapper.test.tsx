import { screen } from '@testing-library/react';
import { OutlinedInput } from '@mui/material';
import { FormFieldWrapper, type FormFieldError } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

const renderField = (error?: FormFieldError, required = false) =>
  renderWithI18n(
    <FormFieldWrapper
      label="Reference"
      htmlFor="ref"
      error={error}
      required={required}
      helperText="Up to 20 characters"
    >
      {(a11y) => <OutlinedInput id="ref" size="small" inputProps={a11y} />}
    </FormFieldWrapper>,
  );

describe('FormFieldWrapper', () => {
  it('labels the field and shows the helper text without an error', () => {
    renderField();
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Up to 20 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[FormFieldError, string]>([
    [{ type: 'required' }, 'This field is required!'],
    [
      { type: 'required', message: 'app.validation.missingOrInvalid' },
      'Missing value or invalid format',
    ],
    [{ type: 'pattern' }, 'Wrong format!'],
    [{ type: 'numberSize', min: 1, max: 99 }, 'The value must be between 1 and 99.'],
    [
      { type: 'backend', message: 'Reference already used by merchant 12' },
      'Reference already used by merchant 12',
    ],
    [{ type: 'backend' }, 'Incorrect backend input'],
    [{ type: 'wrongPassword' }, 'The password is wrong.'],
  ])('shows %j as %j and marks the field invalid', (error, text) => {
    renderField(error);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    const input = screen.getByRole('textbox', { name: /Reference/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(text);
    expect(screen.queryByText('Up to 20 characters')).not.toBeInTheDocument();
  });

  it('shows backend text as text, never as markup', () => {
    renderField({ type: 'backend', message: '<img src=x onerror=alert(1)>bad' });
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>bad');
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks required fields', () => {
    renderField(undefined, true);
    expect(screen.getByText('*', { exact: false })).toBeInTheDocument();
  });
});
