import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import {
  FeatureFlagsProvider,
  useFeatureFlags,
} from '../../../src/session/platform/FeatureFlagsContext';
import type { FeatureFlags } from '../../../src/session/platform/featureFlags';
import {
  describeSecondFactorError,
  isSecondFactorError,
} from '../../../src/session/secondFactor/runSecondFactor';
import { useSecondFactor } from '../../../src/guard/useSecondFactor';
import { useTranslate } from 'react-admin';
import { renderWithI18n } from '../../support/renderWithI18n';

const SaveButton = ({
  openWindow,
}: {
  openWindow: (url: string) => { close: () => void } | null;
}) => {
  const { confirm, overlay } = useSecondFactor({ openWindow });
  const { loaded } = useFeatureFlags();
  const translate = useTranslate();
  const [result, setResult] = useState('');
  const save = () =>
    confirm('request-1').then(
      () => setResult('sent'),
      (error: unknown) =>
        setResult(
          isSecondFactorError(error) ? describeSecondFactorError(error, translate) : 'other',
        ),
    );
  return (
    <>
      <button onClick={save} disabled={!loaded}>
        Save
      </button>
      <output>{result}</output>
      {overlay}
    </>
  );
};

const renderSave = (flags: FeatureFlags) => {
  const popup = { close: vi.fn() };
  const openWindow = vi.fn((_url: string) => popup);
  renderWithI18n(
    <FeatureFlagsProvider load={() => Promise.resolve(flags)}>
      <SaveButton openWindow={openWindow} />
    </FeatureFlagsProvider>,
  );
  return { openWindow, popup };
};

describe('useSecondFactor with FeatureFlagsProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.confirmationUrl, 'https://mfa.example/confirm');
  });
  afterEach(() => localStorage.clear());

  it('confirms directly with the flag off', async () => {
    const { openWindow } = renderSave({});
    fireEvent.click(await screen.findByRole('button', { name: 'Save', hidden: false }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sent'));
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('shows the overlay while waiting and hides it once the window confirms', async () => {
    const { openWindow } = renderSave({ secondFactorWindow: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('dialog', { name: 'Waiting for confirmation' }),
    ).toBeInTheDocument();
    const url = new URL(openWindow.mock.calls[0]?.[0] ?? '');
    const nonce = url.searchParams.get('nonce');
    expect(nonce).toBe('request-1');
    act(() => {
      localStorage.setItem(STORAGE_KEYS.confirmationResult, `${nonce}:confirmed`);
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sent'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel on the overlay reports that the change was not saved', async () => {
    const { popup } = renderSave({ secondFactorWindow: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Changes could not be saved as 2FA authentication was cancelled',
      ),
    );
    expect(popup.close).toHaveBeenCalled();
  });
});
