import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { InitPage } from '../../src/pages/InitPage';
import { PublicFrame } from '../../src/layout/PublicFrame';
import { signInI18n } from '../../src/i18n/signIn';
import { STORAGE_KEYS } from '../../src/contract/storageKeys';

/** Issue 16 point 6: a tenant code reaches the code exchange only from the sign-in this tab started. */
const renderInit = (search: string) =>
  render(
    <PublicFrame i18nProvider={signInI18n.createI18nProvider('en')}>
      <InitPage search={search} />
    </PublicFrame>,
  );

describe('code exchange page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it.each([
    ['another sign-in’s state', '?code=ATTACKER&state=c29tZW9uZS1lbHNlcy1zdGF0ZS0wMTIzNDU2Nzg5'],
    ['no state', '?code=ATTACKER'],
  ])('refuses a code with %s, without exchanging it', async (_, search) => {
    sessionStorage.setItem(STORAGE_KEYS.signInState, 'bXktb3duLXN0YXRlLTAxMjM0NTY3ODlhYmNkZWY');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderInit(search);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong!')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'This sign-in was not started in this browser tab, so it was stopped. Please sign in again.',
      ),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
