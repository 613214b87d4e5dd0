import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTextInput, maskDateInput } from '../../../src/components';
import { renderWithI18n, type TestLocale } from '../../support/renderWithI18n';

const setup = (locale: TestLocale = 'en', defaultValues: Record<string, unknown> = {}) => {
  const onSubmit = vi.fn();
  renderWithI18n(<DateTextInput source="day" label="Day" />, {
    locale,
    form: { onSubmit, defaultValues, withSubmit: true },
  });
  return { onSubmit, input: screen.getByRole('textbox', { name: 'Day' }) as HTMLInputElement };
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('DateTextInput', () => {
  it.each<[TestLocale, string]>([
    ['en', 'YYYY-MM-DD'],
    ['de', 'JJJJ-MM-TT'],
  ])('is a text box with the %s format hint, not the browser’s date picker', (locale, hint) => {
    const { input } = setup(locale);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', hint);
  });

  it.each(['en', 'de'] as const)(
    'shows a stored day as YYYY-MM-DD and stores a typed one the same way (%s)',
    async (locale) => {
      const { input, onSubmit } = setup(locale, { day: '2026-03-04' });
      expect(input).toHaveValue('2026-03-04');
      await userEvent.clear(input);
      await userEvent.type(input, '2026-11-01');
      expect(input).toHaveValue('2026-11-01');
      await submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ day: '2026-11-01' });
    },
  );

  it('puts the dashes between typed digits', async () => {
    const { input } = setup();
    await userEvent.type(input, '20261101');
    expect(input).toHaveValue('2026-11-01');
  });

  it.each<[TestLocale, string, string]>([
    ['en', '11/01/2026', 'Dates should be in YYYY-MM-DD format.'],
    ['en', '2026-02-30', 'Dates should be in YYYY-MM-DD format.'],
    ['de', '01.11.2026', 'Daten müssen im Format JJJJ-MM-TT angegeben werden.'],
  ])('in %s, refuses %s with the format message', async (locale, typed, message) => {
    const { input, onSubmit } = setup(locale);
    await userEvent.type(input, typed);
    expect(input).toHaveValue(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves an emptied input empty (null), as before', async () => {
    const { input, onSubmit } = setup('en', { day: '2026-03-04' });
    await userEvent.clear(input);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ day: null });
  });
});

describe('maskDateInput', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['2026', '2026'],
    ['2026-', '2026-'],
    ['20261', '2026-1'],
    ['2026-11-', '2026-11-'],
    ['2026110', '2026-11-0'],
    ['2026-1101', '2026-11-01'],
    ['2026--11-01', '2026-11-01'],
    ['01.11.2026', '01.11.2026'],
  ])('%j gives %j', (typed, stored) => {
    expect(maskDateInput(typed)).toBe(stored);
  });
});
