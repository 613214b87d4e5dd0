import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView, preloadRoute, type ResourceDefinition } from '../../../src/kit';
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

  it('renders a preloaded screen at once, with no skeleton in between', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const View = lazyView(load);
    await View.preload();
    renderWithI18n(<View />);
    expect(screen.getByText('The list')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads the view an address opens, and nothing for other addresses', () => {
    const loaders = {
      list: vi.fn(() => Promise.resolve({ default: Screen })),
      show: vi.fn(() => Promise.resolve({ default: Screen })),
      edit: vi.fn(() => Promise.resolve({ default: Screen })),
      create: vi.fn(() => Promise.resolve({ default: Screen })),
    };
    const resource: ResourceDefinition = {
      name: 'groups',
      icon: () => null,
      list: lazyView(loaders.list),
      show: lazyView(loaders.show),
      edit: lazyView(loaders.edit),
      create: lazyView(loaders.create),
    };
    preloadRoute('/dashboard', [resource]);
    expect(Object.values(loaders).every((load) => load.mock.calls.length === 0)).toBe(true);
    preloadRoute('/groups', [resource]);
    expect(loaders.list).toHaveBeenCalledTimes(1);
    preloadRoute('/groups/g-1/show', [resource]);
    expect(loaders.show).toHaveBeenCalledTimes(1);
    preloadRoute('/groups/g-1', [resource]);
    expect(loaders.edit).toHaveBeenCalledTimes(1);
    preloadRoute('/groups/create', [resource]);
    expect(loaders.create).toHaveBeenCalledTimes(1);
    // Once fetched, a view's code is not asked for again.
    preloadRoute('/groups', [resource]);
    expect(loaders.list).toHaveBeenCalledTimes(1);
  });

  it('says so when the screen cannot be fetched; trying again reloads the page', async () => {
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
  });
});
