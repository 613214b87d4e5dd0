import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '../../../src/kit';
import { reloadPage } from '../../../src/kit/reloadPage';

vi.mock('../../../src/kit/reloadPage', () => ({ reloadPage: vi.fn() }));
import { renderWithI18n } from '../../support/renderWithI18n';

const Screen = () => <p>The list</p>;

describe('lazyView', () => {
  it('shows the page skeleton while the screen arrives, then the screen', async () => {
    const View = lazyView(() => Promise.resolve({ default: Screen }));
    renderWithI18n(<View />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('The list')).toBeTruthy();
  });

  it('says so when the screen cannot be fetched; trying again reloads the page', async () => {
    // React logs the caught error; the boundary is what is under test.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const View = lazyView(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderWithI18n(
      <>
        <nav>
          <div role="menuitem">Menu</div>
        </nav>
        <View />
      </>,
    );
    expect(
      await screen.findByText('Something went wrong! This screen could not be loaded.'),
    ).toBeTruthy();
    expect(screen.getByRole('menuitem', { hidden: true, name: 'Menu' })).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });
});
