import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { verificationSchema, type Verification } from '../../../src/contract/schemas/verifications';
import { useUpdateResult } from '../../../src/resources/verifications/actions/useVerificationActions';
import { renderGuarded } from '../guard/renderGuarded';
import { detail } from './fixtures';

const record: Verification = verificationSchema.parse(detail(1));

const Harness = () => {
  const { updateResult, guardDialog } = useUpdateResult();
  return (
    <>
      <button onClick={() => void updateResult(record)}>Update result</button>
      {guardDialog}
    </>
  );
};

const open = async (locale: 'en' | 'de' = 'en') => {
  const updateVerificationResult = vi.fn(async () => ({ ...detail(1), status: 'APPROVED' }));
  renderGuarded(<Harness />, { dataProvider: { updateVerificationResult }, locale });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Update result' }));
  return { user, updateVerificationResult };
};

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the decision dialog', () => {
  it('an empty submit marks every required field, the decision included', async () => {
    const { user, updateVerificationResult } = await open();
    const dialog = await screen.findByRole('dialog', { name: 'Update the result of PUB-1' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));

    const decision = within(dialog).getByRole('radiogroup', { name: 'Decision' });
    await waitFor(() => expect(decision.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(decision)).toContain('This field is required!');
    for (const label of [
      'Password',
      'Security code',
      'Classification',
      'Reason for the decision',
    ]) {
      const field = within(dialog).getByLabelText(new RegExp(`^${label}`));
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(describedBy(field), label).toMatch(/This field is required!|6 digits/);
    }
    expect(updateVerificationResult).not.toHaveBeenCalled();
  });

  it('asks for one explanation: the reason is stored with the decision', async () => {
    const { user, updateVerificationResult } = await open();
    const dialog = await screen.findByRole('dialog', { name: 'Update the result of PUB-1' });
    // One free-text explanation: no second note beside the guard's reason.
    expect(within(dialog).queryByLabelText(/note/i)).toBeNull();
    expect(within(dialog).getAllByLabelText(/reason/i)).toHaveLength(1);

    await user.click(within(dialog).getByRole('radio', { name: 'Approved' }));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Demo!2345');
    await user.type(within(dialog).getByLabelText(/^Security code/), '123456');
    await user.selectOptions(within(dialog).getByLabelText(/^Classification/), 'CUSTOMER_REQUEST');
    await user.type(within(dialog).getByLabelText(/^Reason for the decision/), ' Selfie matches ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));

    await waitFor(() => expect(updateVerificationResult).toHaveBeenCalledTimes(1));
    expect(updateVerificationResult).toHaveBeenCalledWith(
      'v-1',
      { decision: 'APPROVED', reason: 'Selfie matches', version: 1 },
      expect.objectContaining({ reason: ' Selfie matches ', classification: 'CUSTOMER_REQUEST' }),
    );
  });

  it('speaks German', async () => {
    const { user } = await open('de');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Änderung bestätigen' }));
    const decision = within(dialog).getByRole('radiogroup', { name: 'Entscheidung' });
    await waitFor(() => expect(decision.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByLabelText(/^Begründung der Entscheidung/)).toBeTruthy();
  });
});
