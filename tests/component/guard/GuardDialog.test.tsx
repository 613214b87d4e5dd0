import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import { GUARD_REASON_MAX_LENGTH } from '../../../src/contract/constants';
import type { GuardFields } from '../../../src/contract/schemas/common';
import { GuardCancelledError, useGuardedAction } from '../../../src/guard';
import { platformError, renderGuarded } from './renderGuarded';

type Outcome = { ok: unknown } | { error: unknown };

/** A page with one guarded button; the outcome of runGuarded is kept for assertions. */
const Harness = ({
  action,
  onOutcome,
  onError,
}: {
  action: (guard: GuardFields) => Promise<unknown>;
  onOutcome: (outcome: Outcome) => void;
  onError?: (error: unknown) => void;
}) => {
  const { runGuarded, guardDialog } = useGuardedAction();
  const [email, setEmail] = useState('');
  return (
    <>
      <label>
        New e-mail
        <input value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button
        onClick={() =>
          runGuarded({ title: 'Change e-mail address', action, onError }).then(
            (ok) => onOutcome({ ok }),
            (error: unknown) => onOutcome({ error }),
          )
        }
      >
        Save e-mail
      </button>
      {guardDialog}
    </>
  );
};

const setup = (
  action: (guard: GuardFields) => Promise<unknown>,
  options: Parameters<typeof renderGuarded>[1] & { onError?: (error: unknown) => void } = {},
) => {
  const onOutcome = vi.fn<(outcome: Outcome) => void>();
  const rendered = renderGuarded(
    <Harness action={action} onOutcome={onOutcome} onError={options.onError} />,
    options,
  );
  return { onOutcome, user: userEvent.setup(), ...rendered };
};

const dialog = () => screen.getByRole('dialog', { name: 'Change e-mail address' });

const fillGuard = async (
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<GuardFields> = {},
) => {
  const d = dialog();
  // paste: one input event per field (typing key by key is slow on a loaded CI machine).
  const fill = async (label: RegExp, value: string) => {
    await user.click(within(d).getByLabelText(label));
    await user.paste(value);
  };
  await fill(/^Password/, values.password ?? 'Demo!2345');
  await fill(/^Security code/, values.passCode ?? '123456');
  const select = within(d).getByLabelText(/^Classification/);
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, values.classification ?? 'REGULATORY');
  await fill(/^Reason/, values.reason ?? 'Customer asked by letter');
};

const confirm = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialog()).getByRole('button', { name: 'Confirm change' }));

describe('useGuardedAction / GuardDialog', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('sends nothing until confirmed, then sends the guard fields once and resolves', async () => {
    const action = vi.fn(async (_guard: GuardFields) => ({ email: 'new@demo.test' }));
    const { user, onOutcome } = setup(action);
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(dialog()).toBeInTheDocument();
    await fillGuard(user);
    expect(action).not.toHaveBeenCalled();
    await confirm(user);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ ok: { email: 'new@demo.test' } }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({
      password: 'Demo!2345',
      passCode: '123456',
      reason: 'Customer asked by letter',
      classification: 'REGULATORY',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the classifications the platform answers', async () => {
    const { user, getGuardClassifications } = setup(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    const select = within(dialog()).getByLabelText(/^Classification/);
    await waitFor(() => expect(select).toBeEnabled());
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a classification',
      'Customer request',
      'Regulatory requirement',
    ]);
    expect(getGuardClassifications).toHaveBeenCalled();
  });

  it('Cancel rejects with GuardCancelledError, sends nothing and forgets the typed values', async () => {
    const action = vi.fn();
    const { user, onOutcome } = setup(action);
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await fillGuard(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect((onOutcome.mock.calls[0]?.[0] as { error: unknown }).error).toBeInstanceOf(
      GuardCancelledError,
    );
    expect(action).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Re-opened: empty again (the values lived only in the closed dialog's form).
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(within(dialog()).getByLabelText(/^Password/)).toHaveValue('');
    expect(within(dialog()).getByLabelText(/^Reason/)).toHaveValue('');
    expect(JSON.stringify(localStorage)).not.toContain('Demo!2345');
  });

  it('validates before sending: reason length, required fields, 6-digit code', async () => {
    const action = vi.fn();
    const { user } = setup(action);
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    const reason = within(dialog()).getByLabelText(/^Reason/);
    await user.click(reason);
    await user.paste('x'.repeat(GUARD_REASON_MAX_LENGTH + 1));
    expect(within(dialog()).getByText(`501 / ${GUARD_REASON_MAX_LENGTH} characters`)).toBeVisible();
    await user.tab();
    expect(
      await within(dialog()).findByText(
        `The value must not exceed ${GUARD_REASON_MAX_LENGTH} characters.`,
      ),
    ).toBeInTheDocument();
    await confirm(user);
    // Password, security code and classification are empty.
    expect(await within(dialog()).findAllByText('This field is required!')).toHaveLength(3);
    await user.click(within(dialog()).getByLabelText(/^Security code/));
    await user.paste('12a');
    await user.tab();
    expect(
      await within(dialog()).findByText('The value may only contain 6 digits'),
    ).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('a wrong password lands under Password and every other value stays', async () => {
    const action = vi
      .fn<(guard: GuardFields) => Promise<unknown>>()
      .mockRejectedValueOnce(
        platformError(400, 'WRONG_PASSWORD_ERROR', [
          { field: 'password', code: 'WRONG_PASSWORD_ERROR', message: 'The password is wrong.' },
        ]),
      )
      .mockResolvedValueOnce('saved');
    const { user, onOutcome } = setup(action);
    await user.click(screen.getByLabelText('New e-mail'));
    await user.paste('new@demo.test');
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await fillGuard(user, { password: 'nope' });
    await confirm(user);
    const password = within(dialog()).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription('The password is wrong.');
    expect(within(dialog()).getByLabelText(/^Security code/)).toHaveValue('123456');
    expect(within(dialog()).getByLabelText(/^Reason/)).toHaveValue('Customer asked by letter');
    expect(within(dialog()).getByLabelText(/^Classification/)).toHaveValue('REGULATORY');
    expect(within(dialog()).getByLabelText(/^Security code/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('New e-mail')).toHaveValue('new@demo.test');
    expect(onOutcome).not.toHaveBeenCalled();
    // Corrected and confirmed again: goes through.
    await user.clear(password);
    await user.paste('Demo!2345');
    await confirm(user);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ ok: 'saved' }));
    expect(action).toHaveBeenLastCalledWith(expect.objectContaining({ password: 'Demo!2345' }));
  });

  it('a missing or wrong security code lands under Security code', async () => {
    const action = vi
      .fn<(guard: GuardFields) => Promise<unknown>>()
      .mockRejectedValue(
        platformError(400, 'WRONG_SECURITYPASS_ERROR', [
          { field: 'passCode', code: 'WRONG_SECURITYPASS_ERROR', message: 'x' },
        ]),
      );
    const { user } = setup(action);
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await fillGuard(user);
    await confirm(user);
    const code = within(dialog()).getByLabelText(/^Security code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription('The security code is wrong.'));
    expect(within(dialog()).getByLabelText(/^Password/)).toHaveValue('Demo!2345');
    expect(within(dialog()).getByLabelText(/^Password/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('reason and classification details of VALIDATION_ERROR_CODE land on their fields', async () => {
    const action = vi.fn<(guard: GuardFields) => Promise<unknown>>().mockRejectedValue(
      platformError(400, 'VALIDATION_ERROR_CODE', [
        { field: 'reason', code: 'REQUIRED', message: 'A reason is required.' },
        { field: 'classification', code: 'INVALID', message: 'Choose one.' },
      ]),
    );
    const { user } = setup(action);
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await fillGuard(user);
    await confirm(user);
    await waitFor(() =>
      expect(within(dialog()).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
        'This field is required!',
      ),
    );
    expect(within(dialog()).getByLabelText(/^Classification/)).toHaveAccessibleDescription(
      'Choose one of the listed classifications.',
    );
  });

  it('entity field errors close the dialog and reach the caller', async () => {
    const duplicate = platformError(400, 'DUPLICATE_ENTITY', [
      {
        field: 'email',
        code: 'DUPLICATE_ENTITY',
        message: 'This e-mail address is already in use.',
      },
    ]);
    const { user, onOutcome } = setup(vi.fn().mockRejectedValue(duplicate));
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await fillGuard(user);
    await confirm(user);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ error: duplicate }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a wrong *current* password of a password change is the caller’s field, not the guard’s', async () => {
    const wrongCurrent = platformError(400, 'WRONG_PASSWORD_ERROR', [
      { field: 'currentPassword', code: 'WRONG_PASSWORD_ERROR', message: 'wrong' },
    ]);
    const { user, onOutcome } = setup(vi.fn().mockRejectedValue(wrongCurrent));
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await fillGuard(user);
    await confirm(user);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ error: wrongCurrent }));
  });

  it('a locked guard: the lock and the minutes left show above the fields, every value stays', async () => {
    const message = 'Too many wrong passwords or security codes.';
    const locked = platformError(429, 'GUARD_LOCKED', [{ code: 'GUARD_LOCKED', message }], {
      retryAfterSeconds: 14 * 60 + 5,
    });
    const { user, onOutcome } = setup(vi.fn().mockRejectedValue(locked));
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await fillGuard(user);
    await confirm(user);
    expect(
      await within(dialog()).findByText(
        'Too many wrong passwords or security codes. Protected changes are locked for 15 more minutes.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^Password/)).toHaveValue('Demo!2345');
    expect(within(dialog()).getByLabelText(/^Reason/)).toHaveValue('Customer asked by letter');
    expect(within(dialog()).getByLabelText(/^Security code/)).not.toHaveValue('');
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('other errors keep the dialog open with the values and explain the failure', async () => {
    const onError = vi.fn();
    const serverDown = platformError(0, 'X');
    const action = vi
      .fn<(guard: GuardFields) => Promise<unknown>>()
      .mockRejectedValueOnce(serverDown)
      .mockResolvedValueOnce('ok');
    const { user, onOutcome } = setup(action, { onError });
    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await fillGuard(user);
    await confirm(user);
    expect(await within(dialog()).findByText('Server is down')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(serverDown);
    expect(within(dialog()).getByLabelText(/^Password/)).toHaveValue('Demo!2345');
    expect(onOutcome).not.toHaveBeenCalled();
    await confirm(user);
    await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ ok: 'ok' }));
  });

  describe('second-factor window', () => {
    beforeEach(() =>
      localStorage.setItem(STORAGE_KEYS.confirmationUrl, 'http://localhost:3001/api/mfa/confirm'),
    );

    /** The platform's answer to a guarded change without a second-factor approval. */
    const approvalNeeded = () =>
      platformError(428, 'SECOND_FACTOR_REQUIRED', [], { secondFactorRequest: 'request-1' });

    it('flag on: the platform asks, the window and the overlay open; cancel says so and sends nothing more', async () => {
      const popup = { close: vi.fn(), opener: null as unknown };
      const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      const action = vi.fn().mockRejectedValue(approvalNeeded());
      const { user, onOutcome } = setup(action, { flags: { secondFactorWindow: true } });
      await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
      await fillGuard(user);
      await confirm(user);
      const overlay = await screen.findByRole('dialog', { name: 'Waiting for confirmation' });
      expect(open).toHaveBeenCalledTimes(1);
      expect(new URL(String(open.mock.calls[0]?.[0])).searchParams.get('nonce')).toBe('request-1');
      await user.click(within(overlay).getByRole('button', { name: 'Cancel' }));
      expect(
        await within(dialog()).findByText(
          'Changes could not be saved as 2FA authentication was cancelled',
        ),
      ).toBeInTheDocument();
      expect(action).toHaveBeenCalledTimes(1);
      expect(popup.close).toHaveBeenCalled();
      expect(onOutcome).not.toHaveBeenCalled();
      expect(within(dialog()).getByLabelText(/^Reason/)).toHaveValue('Customer asked by letter');
      open.mockRestore();
    });

    it('flag on: the approval from the other window goes out with the change', async () => {
      const open = vi
        .spyOn(window, 'open')
        .mockReturnValue({ close: vi.fn() } as unknown as Window);
      const action = vi
        .fn<(guard: GuardFields) => Promise<unknown>>()
        .mockRejectedValueOnce(approvalNeeded())
        .mockResolvedValueOnce('saved');
      const { user, onOutcome } = setup(action, { flags: { secondFactorWindow: true } });
      await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
      await fillGuard(user);
      await confirm(user);
      await screen.findByRole('dialog', { name: 'Waiting for confirmation' });
      expect(action).toHaveBeenCalledTimes(1);
      expect(action.mock.calls[0]?.[0].approval).toBeUndefined();
      const nonce = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('nonce');
      act(() =>
        localStorage.setItem(STORAGE_KEYS.confirmationResult, `${nonce}:confirmed:approval-1`),
      );
      await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ ok: 'saved' }));
      expect(action).toHaveBeenCalledTimes(2);
      expect(action.mock.calls[1]?.[0]).toMatchObject({
        password: 'Demo!2345',
        approval: 'approval-1',
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      open.mockRestore();
    });

    it('flag off: confirmed directly, no window', async () => {
      const open = vi.spyOn(window, 'open');
      const action = vi.fn(async () => 'saved');
      const { user, onOutcome } = setup(action, { flags: {} });
      await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
      await fillGuard(user);
      await confirm(user);
      await waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ ok: 'saved' }));
      expect(open).not.toHaveBeenCalled();
      open.mockRestore();
    });
  });
});
