import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PercentChoiceInput } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

describe('PercentChoiceInput', () => {
  it('offers Default and 0 to 100 in steps of 10, and stores the number', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PercentChoiceInput source="share" label="Share" />, {
      form: { onSubmit, withSubmit: true },
    });
    await userEvent.click(screen.getByRole('combobox', { name: /Share/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // react-admin adds an empty choice first so a non-required value can be cleared.
    const labels = options
      .map((option) => option.textContent?.replace(/[\s\u200b]/g, ' ').trim())
      .filter((text) => text !== '');
    expect(labels).toEqual([
      'Default',
      '0 %',
      '10 %',
      '20 %',
      '30 %',
      '40 %',
      '50 %',
      '60 %',
      '70 %',
      '80 %',
      '90 %',
      '100 %',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '50 %' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ share: 50 });
  });

  it('shows -1 as Default, in German too', () => {
    renderWithI18n(<PercentChoiceInput source="share" label="Share" />, {
      locale: 'de',
      form: { defaultValues: { share: -1 } },
    });
    expect(screen.getByRole('combobox', { name: /Share/ })).toHaveTextContent('Standard');
  });
});
