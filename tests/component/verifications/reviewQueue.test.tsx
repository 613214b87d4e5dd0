import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewQueue } from '../../../src/resources/verifications/ReviewQueue';
import { renderGuarded } from '../guard/renderGuarded';
import { detail, pngBlob, row } from './fixtures';

const setup = () => {
  const rows = [row(1), row(2), row(3)];
  const dataProvider = {
    getList: vi.fn(async () => ({ data: rows, total: rows.length })),
    getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({
      data: detail(Number(id.slice(2))),
    })),
    getVerificationImage: vi.fn(async () => pngBlob()),
    updateVerificationResult: vi.fn(),
  };
  renderGuarded(<ReviewQueue />, { dataProvider });
  return { dataProvider, user: userEvent.setup() };
};

const position = () => screen.getByTestId('review-position').textContent;

describe('review queue keyboard', () => {
  it('moves with J/K and arrows, shows n of total, ? opens the help overlay', async () => {
    const { dataProvider, user } = setup();
    expect(await screen.findByText('PUB-1')).toBeTruthy();
    expect(position()).toBe('1 of 3');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'verifications',
      // The most overdue first, whatever the list was sorted by.
      expect.objectContaining({
        filter: { status: ['REVIEW_PENDING'] },
        sort: { field: 'reviewDueAt', order: 'ASC' },
      }),
    );

    await user.keyboard('j');
    expect(await screen.findByText('PUB-2')).toBeTruthy();
    expect(position()).toBe('2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('PUB-3')).toBeTruthy();
    await user.keyboard('k');
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText('PUB-1')).toBeTruthy();
    await user.keyboard('s');
    expect(await screen.findByText('PUB-2')).toBeTruthy();

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Approve (opens the guard dialog)')).toBeTruthy();
    expect(within(help).getByText('Back to the list')).toBeTruthy();
    // While the overlay is open, shortcuts do nothing.
    await user.keyboard('j');
    expect(position()).toBe('2 of 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ignores shortcuts typed in a field; R opens the guard dialog with Rejected preset', async () => {
    const { dataProvider, user } = setup();
    expect(await screen.findByText('PUB-1')).toBeTruthy();
    const field = document.createElement('input');
    document.body.appendChild(field);
    field.focus();
    await user.keyboard('jr');
    expect(position()).toBe('1 of 3');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => field.blur());
    field.remove();

    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Update the result of PUB-1' });
    expect(within(dialog).getByRole('radio', { name: 'Rejected' })).toHaveProperty('checked', true);
    // Typing the note must not move the queue.
    await user.type(within(dialog).getByLabelText(/Reason for the decision/), 'jk s');
    expect(position()).toBe('1 of 3');
    expect(dataProvider.updateVerificationResult).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
