import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicFrame } from '../../src/layout/PublicFrame';
import { PortalLoadFailed } from '../../src/layout/PortalLoadFailed';
import { ShellSkeleton } from '../../src/layout/ShellSkeleton';
import { signInI18n } from '../../src/i18n/signIn';
import { isSignInPath } from '../../src/pages/login/signInPaths';

/** The pages the entry renders before (or instead of) the admin shell, with the sign-in part of the catalogue. */
const renderPublic = async (locale: 'en' | 'de', page: React.ReactNode) => {
  await signInI18n.loadLocale(locale);
  render(<PublicFrame i18nProvider={signInI18n.createI18nProvider(locale)}>{page}</PublicFrame>);
};

describe('the entry: sign-in flow without the admin shell', () => {
  it('knows the addresses of the sign-in flow, and only those', () => {
    for (const path of ['/', '/login', '/login/', '/dashboard/init'])
      expect(isSignInPath(path)).toBe(true);
    for (const path of ['/dashboard', '/verifications', '/logins', '/setup/password'])
      expect(isSignInPath(path)).toBe(false);
  });

  it('shows the shell outline, labelled, while the shell arrives', async () => {
    await renderPublic('de', <ShellSkeleton />);
    expect(screen.getByRole('progressbar', { name: 'Wird geladen …' })).toBeInTheDocument();
  });

  it('says the portal could not be loaded, in the user language, and tries again', async () => {
    const onRetry = vi.fn();
    await renderPublic('de', <PortalLoadFailed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Etwas ist schiefgelaufen! Das Portal konnte nicht geladen werden.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
