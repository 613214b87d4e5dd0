/**
 * Sub-processors: a resource built only from its declaration. The administrator records a new sub-processor
 * (bad input first: the form says what is wrong and keeps what was typed), edits and deletes it, and finds each
 * change in the audit log; an agent reads the register without any way to change it, and the platform refuses
 * the agent's change as well.
 */
import assert from 'node:assert/strict';
import {
  BASE_URL,
  MOCK_URL,
  captureScreen,
  test,
  eventually,
  expectAbsent,
  expectListFilter,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  describe,
} from '../support';
import { storedAccessToken } from '../support/platform';
import { signInAdmin } from '../support/adminSession';

const api = async (token: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${MOCK_URL}/api/v1/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('sub-processors', () => {
  test('the administrator records, edits and deletes a sub-processor, each audited', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Sub-processors' }).click();
    await expectPath(page, '/sub-processors');
    await expectText(page, 'Amazon Web Services EMEA SARL');
    await expectText(page, '1-10 of 12');
    await captureScreen(page, '90-sub-processors-list');

    await page.getByLabel('Search').fill('liveness');
    await expectListFilter(page, { q: 'liveness' });
    await expectText(page, 'iProov Ltd');
    const excluded = page.getByText('Amazon Web Services EMEA SARL');
    await eventually(async () => (await excluded.count()) === 0, 'the search to leave one row');
    await expectText(page, '1-1 of 1');

    await page.getByRole('link', { name: 'Create' }).click();
    await expectPath(page, '/sub-processors/create');
    await page.getByLabel('Name *').fill('Onfido Ltd');
    await page.getByLabel('Purpose *').fill('Second opinion on document authenticity.');
    await page.getByRole('checkbox', { name: 'Document images' }).check();
    await page.getByLabel('Location *').fill('United King');
    await page.getByRole('option', { name: 'United Kingdom' }).click();
    await page.getByLabel('Transfer mechanism *').click();
    await page.getByRole('option', { name: 'Adequacy decision' }).click();
    await page.getByLabel('Data-processing agreement *').fill('http://onfido.example/dpa');
    await page.getByLabel('In use since *').fill('2026-02-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Wrong format!');
    // Nothing typed is lost: the name is still there while the link is corrected.
    assert.equal(await page.getByLabel('Name *').inputValue(), 'Onfido Ltd');
    // Error alerts stay until read: the user closes the form's one before going on.
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Data-processing agreement *').fill('https://onfido.example/dpa');
    await page.getByRole('button', { name: 'Save' }).click();

    await expectPath(page, /^\/sub-processors\/sp-[0-9a-f-]+\/show$/);
    await expectText(page, 'Second opinion on document authenticity.');
    await expectText(page, 'United Kingdom');
    const id = page.url().split('/').at(-2)!;
    await captureScreen(page, '91-sub-processors-show');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Purpose *').fill('Second opinion on passports only.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, `/sub-processors/${id}/show`);
    await expectText(page, 'Second opinion on passports only.');

    const token = (await storedAccessToken(page))!;
    const stored = await api(token, `sub-processors/${id}`);
    assert.equal(stored.body.purpose, 'Second opinion on passports only.');
    assert.equal(stored.body.version, 2);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectPath(page, '/sub-processors');
    assert.equal((await api(token, `sub-processors/${id}`)).status, 404);

    await page.goto(
      `${BASE_URL}/auditlog?filter=${encodeURIComponent(JSON.stringify({ entityId: id }))}`,
    );
    await expectText(page, 'Sub-processor created');
    await expectText(page, 'Sub-processor updated');
    await expectText(page, 'Sub-processor deleted');
  });

  test('an agent reads the register but cannot change it; the platform refuses too', async ({
    page,
  }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Sub-processors' }).click();
    await page.getByLabel('Search').fill('Stripe');
    await expectListFilter(page, { q: 'Stripe' });
    await expectText(page, 'Stripe Payments Europe Ltd');
    await expectAbsent(page.getByRole('link', { name: 'Create' }), 'the create button');
    await page.getByText('Stripe Payments Europe Ltd').click();
    await expectVisible(page.getByText('Invoicing of verification volumes to the merchant.'));
    await expectAbsent(page.getByRole('link', { name: 'Edit' }), 'the edit button');
    await expectAbsent(page.getByRole('button', { name: 'Delete' }), 'the delete button');
    const id = page.url().split('/').at(-2)!;
    const token = (await storedAccessToken(page))!;
    assert.equal((await api(token, `sub-processors/${id}`, { method: 'DELETE' })).status, 403);
  });
});
