import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationDetails } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

const details = {
  id: 'err-42',
  code: 'ACCESS_DENIED',
  message: "Unauthorized. You don't have the required permission to view this page.",
  timestamp: '2025-02-03T04:05:06Z',
  error: 'Forbidden',
};

describe('NotificationDetails', () => {
  it('opens and closes the details with an expandable button', async () => {
    renderWithI18n(<NotificationDetails details={details} />);
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('err-42')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide details');
    expect(screen.getByText('ID').nextSibling).toHaveTextContent('err-42');
    expect(screen.getByText('Code').nextSibling).toHaveTextContent('ACCESS_DENIED');
    expect(screen.getByText('Time (UTC)').nextSibling).toHaveTextContent('2025-02-03 04:05:06');
    expect(screen.getByText('Error').nextSibling).toHaveTextContent('Forbidden');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByText('err-42')).not.toBeInTheDocument());
  });

  it("copies the details to the clipboard and says 'Copied'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithI18n(<NotificationDetails details={details} />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied).toContain('ID: err-42');
    expect(copied).toContain('Time (UTC): 2025-02-03 04:05:06');
    await expect(navigator.clipboard.readText()).resolves.toBe(copied);
  });

  it('says so when copying fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    renderWithI18n(<NotificationDetails details={details} />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    await user.click(screen.getByRole('button', { name: 'Copy details' }));
    expect(await screen.findByText('The details could not be copied.')).toBeInTheDocument();
  });

  it('leaves out missing parts and renders nothing without details', () => {
    const { unmount } = renderWithI18n(<NotificationDetails details={{}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
  });
});
