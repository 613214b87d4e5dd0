import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecondFactorOverlay, ServiceUnavailableOverlay } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

describe('ServiceUnavailableOverlay', () => {
  it('announces the unavailable message and hides the page behind it', async () => {
    renderWithI18n(
      <>
        <button>Save</button>
        <ServiceUnavailableOverlay open />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Service is currently unavailable. Please try again later.',
    );
    // The page is hidden from assistive technology and cannot be reached.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    // Everything behind the overlay is aria-hidden; the full-screen backdrop takes the clicks.
    const save = screen.getByRole('button', { name: 'Save', hidden: true });
    expect(save.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelector('.MuiBackdrop-root')).toBeInTheDocument();
  });

  it('shows the maintenance message when asked', () => {
    renderWithI18n(<ServiceUnavailableOverlay open reason="maintenance" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The system is currently undergoing maintenance.',
    );
  });

  it('renders nothing while closed', () => {
    renderWithI18n(<ServiceUnavailableOverlay open={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SecondFactorOverlay', () => {
  it('explains the wait and cancels on request', async () => {
    const onCancel = vi.fn();
    renderWithI18n(
      <>
        <button>Behind</button>
        <SecondFactorOverlay open onCancel={onCancel} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Waiting for confirmation' });
    expect(dialog).toHaveTextContent('Confirm the change in the window that has just opened.');
    expect(screen.queryByRole('button', { name: 'Behind' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is not closed by Escape', async () => {
    const onCancel = vi.fn();
    renderWithI18n(<SecondFactorOverlay open onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
