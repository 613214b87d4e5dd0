import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NaturalNumberInput } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

const setup = (
  props: Partial<Parameters<typeof NaturalNumberInput>[0]> = {},
  defaultValues = {},
) => {
  const onSubmit = vi.fn();
  renderWithI18n(<NaturalNumberInput source="limit" label="Limit" {...props} />, {
    form: { onSubmit, defaultValues, withSubmit: true },
  });
  return { onSubmit, input: screen.getByRole('textbox', { name: /Limit/ }) as HTMLInputElement };
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('NaturalNumberInput', () => {
  it('stores the typed digits as a number', async () => {
    const { input, onSubmit } = setup();
    await userEvent.type(input, '250');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ limit: 250 });
  });

  it('ignores letters, signs and separators typed on the keyboard', async () => {
    const { input } = setup();
    await userEvent.type(input, '1a-2.e3 ,');
    expect(input).toHaveValue('123');
  });

  it('rejects a malformed paste with the error instead of truncating it', async () => {
    const { input } = setup();
    await userEvent.type(input, '7');
    await userEvent.paste('12abc');
    expect(input).toHaveValue('7');
    expect(screen.getByText('The value should be a number')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The next accepted change clears the rejection.
    await userEvent.type(input, '8');
    expect(input).toHaveValue('78');
    expect(screen.queryByText('The value should be a number')).not.toBeInTheDocument();
  });

  it('rejects a pasted negative number with its own message', async () => {
    const { input } = setup();
    await userEvent.click(input);
    await userEvent.paste('-5');
    expect(input).toHaveValue('');
    expect(screen.getByText('The value should be a non-negative number')).toBeInTheDocument();
  });

  it('rejects a paste over the maximum length', async () => {
    const { input } = setup({ maxLength: 4 });
    await userEvent.click(input);
    await userEvent.paste('123456');
    expect(input).toHaveValue('');
    expect(screen.getByText('The value must not exceed 4 characters.')).toBeInTheDocument();
  });

  it('checks dropped text too', () => {
    const { input } = setup();
    const dataTransfer = { getData: () => '4x2' };
    const notPrevented = fireEvent.drop(input, { dataTransfer });
    expect(notPrevented).toBe(false);
    expect(screen.getByText('The value should be a number')).toBeInTheDocument();
  });

  it('accepts a valid paste', async () => {
    const { input } = setup();
    await userEvent.click(input);
    await userEvent.paste('42');
    expect(input).toHaveValue('42');
  });

  it('shows required, below-min, above-max and max-length errors', async () => {
    const { input, onSubmit } = setup({ required: true, min: 10, max: 500, maxLength: 4 });
    await submit();
    expect(await screen.findByText('This field is required!')).toBeInTheDocument();
    await userEvent.type(input, '9');
    expect(await screen.findByText('Minimum allowed value is 10.')).toBeInTheDocument();
    await userEvent.type(input, '99');
    expect(await screen.findByText('Maximum allowed value is 500.')).toBeInTheDocument();
    await userEvent.type(input, '99');
    expect(input).toHaveValue('99999');
    expect(await screen.findByText('The value must not exceed 4 characters.')).toBeInTheDocument();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a saved value', () => {
    const { input } = setup({}, { limit: 30 });
    expect(input).toHaveValue('30');
  });
});
