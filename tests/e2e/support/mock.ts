/**
 * The mock's control API (`POST /api/__mock/*`, mounted only with MOCK_CONTROL=1, which each worker's emulator gets).
 * Called straight on the mock, not through the preview proxy, so a broken proxy cannot hide behind a reset.
 */
import { forgetHandedOutCodes } from './totp';
import { MOCK_URL } from './env';

export const mockControl = async (action: string, body: unknown = {}): Promise<unknown> => {
  const response = await fetch(`${MOCK_URL}/api/__mock/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `POST /api/__mock/${action} answered ${response.status}: ${text.slice(0, 500)}`,
    );
  }
  return text ? (JSON.parse(text) as unknown) : undefined;
};

/** Back to the seeded state: call before specs that change state (password change, 2FA, unlock). */
export const resetMock = async (): Promise<void> => {
  await mockControl('reset');
  forgetHandedOutCodes();
};
