import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createPendingChangesRegistry } from '../../../src/session/pending/pendingChanges';
import {
  PendingChangesBlocker,
  usePendingChangesPrompt,
} from '../../../src/session/pending/usePendingChangesPrompt';
import { renderWithI18n } from '../../support/renderWithI18n';

const MESSAGE =
  'You have pending changes that will be lost if you navigate away or refresh this page.';

const registry = createPendingChangesRegistry();

const EditPage = ({ initiallyDirty }: { initiallyDirty: boolean }) => {
  const [dirty, setDirty] = useState(initiallyDirty);
  usePendingChangesPrompt(dirty, registry);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <p>at {`${pathname}${search}`}</p>
      <button onClick={() => navigate('/other')}>Go elsewhere</button>
      <button onClick={() => navigate('/form?tab=2')}>Other tab</button>
      <button onClick={() => setDirty(false)}>Save</button>
      {/* The shell mounts the one blocker; the form only counts itself in the registry. */}
      <PendingChangesBlocker registry={registry} />
    </>
  );
};

const renderPage = (initiallyDirty: boolean) =>
  renderWithI18n(<EditPage initiallyDirty={initiallyDirty} />, { initialEntries: ['/form'] });

describe('usePendingChangesPrompt', () => {
  it('asks before leaving a dirty form; "Stay" keeps the page', async () => {
    renderPage(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByText('at /form')).toBeInTheDocument();
  });

  it('"Leave and discard changes" goes on', async () => {
    renderPage(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave and discard changes' }));
    expect(await screen.findByText('at /other')).toBeInTheDocument();
  });

  it('does not ask for a clean form, nor for a query change on the same page', async () => {
    renderPage(true);
    fireEvent.click(screen.getByRole('button', { name: 'Other tab' }));
    expect(await screen.findByText('at /form?tab=2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(await screen.findByText('at /other')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sets the browser's beforeunload prompt and counts the form while dirty", () => {
    const { unmount } = renderPage(true);
    const dirtyEvent = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyEvent);
    expect(dirtyEvent.defaultPrevented).toBe(true);
    expect(registry.count()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const cleanEvent = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanEvent);
    expect(cleanEvent.defaultPrevented).toBe(false);
    expect(registry.count()).toBe(0);
    unmount();
  });

  it('releases the registry when the form unmounts dirty', () => {
    const { unmount } = renderPage(true);
    expect(registry.count()).toBe(1);
    unmount();
    expect(registry.count()).toBe(0);
  });
});
