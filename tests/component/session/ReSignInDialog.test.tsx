import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  Notification,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_AGAIN_PATH } from '../../../src/contract/constants';
import type { CurrentUser } from '../../../src/contract/schemas/auth';
import {
  clearSession,
  writeCurrentUser,
  writeSession,
} from '../../../src/session/auth/sessionStore';
import { createReSignInRequests } from '../../../src/session/reSignIn/reSignIn';
import { ReSignInDialog, RE_SIGN_IN_ADDRESS } from '../../../src/session/reSignIn/ReSignInDialog';
import { aCurrentUser } from '../../support/currentUser';
import { createTestI18nProvider } from '../../support/renderWithI18n';

const maria: CurrentUser = aCurrentUser({
  id: 'u-manager',
  name: 'Maria Manager',
  email: 'manager@demo.test',
  tenantId: 't-acme',
  tenantName: 'Acme Bank',
});

const authProvider: AuthProvider = {
  login: vi.fn(),
  logout: vi.fn().mockResolvedValue(undefined),
  checkAuth: vi.fn().mockResolvedValue(undefined),
  checkError: vi.fn().mockResolvedValue(undefined),
};

/** The window the browser opened (only focused here). */
const aWindow = { focus: vi.fn() } as unknown as Window;

const renderDialog = (platformUser: () => Promise<CurrentUser>, popup: Window | null = aWindow) => {
  const requests = createReSignInRequests();
  const openWindow = vi.fn(() => popup);
  const reload = vi.fn();
  const dataProvider = { getCurrentUser: vi.fn(platformUser) } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={['/users/u-1']}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={createTestI18nProvider()}
      >
        <ReSignInDialog requests={requests} openWindow={openWindow} reload={reload} />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { requests, openWindow, reload, dataProvider };
};

/** Another window's sign-in: its token reaches this tab (here written directly). */
const newSessionArrives = () =>
  act(() => {
    writeSession({
      accessToken: 'NEW',
      expirationDate: new Date(Date.now() + 3600_000).toISOString(),
    });
  });

describe('ReSignInDialog', () => {
  beforeEach(() => {
    clearSession();
    writeCurrentUser(maria);
  });
  afterEach(() => localStorage.clear());

  it('stays hidden until a re-sign-in is requested, then opens the sign-in in another window', async () => {
    const { requests, openWindow } = renderDialog(async () => maria);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => requests.request());
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign in again to save your changes',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(openWindow).toHaveBeenCalledWith(RE_SIGN_IN_ADDRESS, expect.any(String));
    expect(RE_SIGN_IN_ADDRESS).toBe(`/login?returnUrl=${encodeURIComponent(SIGNED_IN_AGAIN_PATH)}`);
    expect(dialog).toHaveTextContent('Waiting for you to sign in in the other window…');
  });

  it('closes once the same user is back in the same tenant, and says the changes can be saved', async () => {
    const { requests } = renderDialog(async () => maria);
    act(() => requests.request());
    await screen.findByRole('dialog');
    newSessionArrives();
    expect(
      await screen.findByText(
        'You are signed in again. Your changes are still here: save them now.',
      ),
    ).toBeInTheDocument();
    expect(requests.isPending()).toBe(false);
  });

  it('another user (or tenant) in the other window cannot take over the edits: the tab reloads as them', async () => {
    const { requests, reload } = renderDialog(async () => ({ ...maria, tenantId: 't-globex' }));
    act(() => requests.request());
    await screen.findByRole('dialog');
    newSessionArrives();
    expect(
      await screen.findByText(/You signed in as another user or in another tenant/),
    ).toBeInTheDocument();
    expect(requests.isPending()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reload as the new user' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says so when the browser blocks the window, and when the new sign-in cannot be checked', async () => {
    let answer: () => Promise<CurrentUser> = async () => {
      throw new Error('offline');
    };
    const { requests } = renderDialog(() => answer(), null);
    act(() => requests.request());
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in window could not open. Allow pop-ups for this portal and try again.',
    );
    newSessionArrives();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new sign-in could not be checked. Try again.',
    );
    answer = async () => maria;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You are signed in again/)).toBeInTheDocument();
  });

  it('the user may give the edits up and sign out instead', async () => {
    const { requests } = renderDialog(async () => maria);
    act(() => requests.request());
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes and sign out' }));
    expect(requests.isPending()).toBe(false);
    expect(authProvider.logout).toHaveBeenCalledWith({ reason: 'USER_LOGOUT' });
  });
});
