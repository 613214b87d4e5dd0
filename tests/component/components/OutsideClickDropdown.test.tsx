import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutsideClickDropdown } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

const renderDropdown = (onSelect = vi.fn()) => {
  renderWithI18n(
    <div>
      <p>Somewhere else</p>
      <OutsideClickDropdown
        label="Actions"
        items={[
          { key: 'unlock', label: 'Unlock', onSelect },
          { key: 'delete', label: 'Delete', onSelect: vi.fn(), disabled: true },
        ]}
      />
    </div>,
  );
  return onSelect;
};

describe('OutsideClickDropdown', () => {
  it('opens the menu from the button', async () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside', async () => {
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Somewhere else'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('stays open on a click inside the menu that does not choose anything', async () => {
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menu'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('runs the chosen item and closes; disabled items do nothing', async () => {
    const onSelect = renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Unlock' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('toggles closed with a second click on the button', async () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
