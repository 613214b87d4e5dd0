import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterLiveForm, ListContextProvider } from 'react-admin';
import { useVerificationFilters } from '../../../src/resources/verifications/filters';
import { renderWithI18n } from '../../support/renderWithI18n';

/** The filter inputs as a plain form, so their validation is seen as the filter bar shows it. */
const pick = (...sources: string[]) => {
  // Labels come from resources.verifications.fields.*, as in the list (which passes its resource).
  const Inputs = () => (
    <>
      {useVerificationFilters()
        .filter((input) => sources.includes(String((input.props as { source: string }).source)))
        .map((input) => cloneElement(input, { resource: 'verifications' }))}
    </>
  );
  return Inputs;
};

describe('verification filters', () => {
  it('dates must be YYYY-MM-DD and in order (the spec messages)', async () => {
    const Inputs = pick('startDate', 'endDate');
    renderWithI18n(<Inputs />, { form: {} });
    const user = userEvent.setup();
    const start = screen.getByLabelText('Transaction from');
    const end = screen.getByLabelText('Transaction to');
    await user.type(start, '01.11.2026');
    await user.tab();
    expect(await screen.findByText('Dates should be in YYYY-MM-DD format.')).toBeTruthy();
    await user.clear(start);
    await user.type(start, '2026-11-05');
    await user.type(end, '2026-11-01');
    await user.tab();
    expect(await screen.findAllByText('The order of the dates is incorrect.')).not.toHaveLength(0);
    await user.clear(end);
    await user.type(end, '2026-11-30');
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByText('The order of the dates is incorrect.')).toBeNull(),
    );
  });

  it('risk scores are whole numbers 0–100 and min not above max', async () => {
    const Inputs = pick('riskScoreMin', 'riskScoreMax');
    renderWithI18n(<Inputs />, { form: {} });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Risk score from'), '90');
    await user.type(screen.getByLabelText('Risk score to'), '20');
    await user.tab();
    expect(
      await screen.findAllByText('The lowest risk score must not be above the highest.'),
    ).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('Risk score to'));
    await user.type(screen.getByLabelText('Risk score to'), '101');
    await user.tab();
    expect(await screen.findByText(/100/)).toBeTruthy();
  });

  it('values that arrive from the URL (a shared link) are checked without an edit', async () => {
    const Inputs = pick('riskScoreMin', 'riskScoreMax', 'startDate', 'endDate');
    const filterValues = {
      riskScoreMin: 80,
      riskScoreMax: 20,
      startDate: '2026-11-05',
      endDate: '2026-11-01',
    };
    // The list's own filter form, which takes its values from the list context (the URL).
    renderWithI18n(
      <ListContextProvider value={{ filterValues, setFilters: () => undefined } as never}>
        <FilterLiveForm>
          <Inputs />
        </FilterLiveForm>
      </ListContextProvider>,
    );
    expect(
      await screen.findAllByText('The lowest risk score must not be above the highest.'),
    ).toHaveLength(2);
    expect(await screen.findAllByText('The order of the dates is incorrect.')).toHaveLength(2);
  });

  it('the country choices carry a flag and the localized name', async () => {
    const Inputs = pick('country');
    renderWithI18n(<Inputs />, { form: {} });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Country'), 'Germ');
    const option = await screen.findByRole('option', { name: 'Germany' });
    expect(option.querySelector('img[data-country-flag="DE"]')).not.toBeNull();
  });
});
