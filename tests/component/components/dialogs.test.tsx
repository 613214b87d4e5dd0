import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { ConfirmDialog, ModalDialog } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

describe('ModalDialog', () => {
  const renderDialog = (onClose = vi.fn()) => {
    renderWithI18n(
      <>
        <button>Outside</button>
        <ModalDialog
          open
          title="app.messages.somethingWentWrong"
          onClose={onClose}
          actions={<Button>Done</Button>}
        >
          <input aria-label="Inside field" />
        </ModalDialog>
      </>,
    );
    return onClose;
  };

  it('shows the translated title and labels the dialog with it', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Something went wrong!' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the labelled X button', async () => {
    const onClose = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus inside while open', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('ConfirmDialog', () => {
  it('offers Cancel and OK by default and reports each choice', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <ConfirmDialog open title="Delete the user?" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete the user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses given labels, shows optional content and can disable confirm', async () => {
    const onConfirm = vi.fn();
    renderWithI18n(
      <ConfirmDialog
        open
        title="Unlock"
        content="app.messages.pendingChanges"
        confirmLabel="Unlock user"
        confirmDisabled
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.getByText(
        'You have pending changes that will be lost if you navigate away or refresh this page.',
      ),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Unlock user' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders German defaults in the German locale', () => {
    renderWithI18n(<ConfirmDialog open title="x" onConfirm={vi.fn()} onCancel={vi.fn()} />, {
      locale: 'de',
    });
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
