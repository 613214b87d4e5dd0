import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { StatusTabs } from '../../../src/resources/verifications/StatusTabs';
import { renderGuarded } from '../guard/renderGuarded';

const listContext = (filterValues: Record<string, unknown>) =>
  ({
    filterValues,
    displayedFilters: {},
    setFilters: vi.fn(),
  }) as unknown as ListControllerResult;

describe('verification status tabs', () => {
  it('show the counts for the other filters and set the status filter', async () => {
    const getVerificationStatusCounts = vi.fn(async () => ({
      ALL: 12,
      INITIATED: 1,
      PROCESSING: 2,
      REVIEW_PENDING: 4,
      APPROVED: 3,
      REJECTED: 1,
      EXPIRED: 1,
    }));
    const context = listContext({ country: ['DE'], status: ['APPROVED'] });
    renderGuarded(
      <ListContextProvider value={context}>
        <StatusTabs />
      </ListContextProvider>,
      { dataProvider: { getVerificationStatusCounts } },
    );
    expect(await screen.findByRole('tab', { name: 'Review pending (4)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Approved (3)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(getVerificationStatusCounts).toHaveBeenCalledWith({ country: ['DE'] });

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Review pending (4)' }));
    expect(context.setFilters).toHaveBeenCalledWith(
      { country: ['DE'], status: ['REVIEW_PENDING'] },
      {},
    );
    await user.click(screen.getByRole('tab', { name: 'All (12)' }));
    await waitFor(() =>
      expect(context.setFilters).toHaveBeenLastCalledWith({ country: ['DE'] }, {}),
    );
  });

  it('group large counts the way the portal language writes numbers', async () => {
    const getVerificationStatusCounts = vi.fn(async () => ({
      ALL: 3000,
      INITIATED: 24,
      PROCESSING: 10,
      REVIEW_PENDING: 75,
      APPROVED: 2055,
      REJECTED: 532,
      EXPIRED: 304,
    }));
    renderGuarded(
      <ListContextProvider value={listContext({})}>
        <StatusTabs />
      </ListContextProvider>,
      { dataProvider: { getVerificationStatusCounts }, locale: 'de' },
    );
    expect(await screen.findByRole('tab', { name: 'Alle (3.000)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Genehmigt (2.055)' })).toBeTruthy();
  });
});
