/**
 * Watchlist screening through the real sign-in and the real emulator: a manager reviews a hit side by side and
 * decides it with a comment (a true match confirms the verification, whose detail then shows it), clears
 * contradicted hits together; a merchant administrator changes the merchant's screening settings through the
 * guard; an analyst reaches none of it.
 */
import assert from 'node:assert/strict';
import {
  BASE_URL,
  DEMO_PASSWORD,
  apiAccessToken,
  apiCall,
  captureScreen,
  describe,
  eventually,
  expectAbsent,
  expectDisabled,
  expectEnabled,
  expectListFilter,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  signInToDashboard,
  test,
  totpFor,
} from '../support';

const UNAUTHORIZED = "Unauthorized. You don't have the required permission to view this page.";

interface Hit {
  id: string;
  status: string;
  subjectName: string;
  verificationId: string;
  verificationPublicId: string;
  contradicts: boolean;
  comment: string | null;
}
type Page<T> = { content: T[]; totalElements: number };

const openHits = async (token: string, contradicts: boolean) =>
  (
    (
      await apiCall(token, 'POST', '/api/v1/screening-hits/filter', {
        offset: 0,
        pageSize: 50,
        status: 'OPEN',
        contradicts,
      })
    ).json as Page<Hit>
  ).content;

describe('screening', () => {
  test('a manager confirms a true match with a comment; the verification shows it', async ({
    page,
  }) => {
    const token = await apiAccessToken('manager@demo.test', 't-acme');
    const hit = (await openHits(token, false))[0]!;
    await signInToDashboard(page, 'manager@demo.test');
    await page.getByRole('menuitem', { name: 'Screening hits' }).click();
    await expectPath(page, '/screening-hits');
    await expectText(page, '1-10 of');
    await captureScreen(page, 'screening-hits-list');

    await page.goto(`${BASE_URL}/screening-hits/${hit.id}/show`);
    await expectVisible(page.getByRole('heading', { name: 'Screened person and list entry' }));
    await captureScreen(page, 'screening-hit-review');
    await page.getByRole('button', { name: 'True match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm a true match?' });
    const confirm = dialog.getByRole('button', { name: 'Confirm true match' });
    // A decision always says why.
    await expectDisabled(confirm, 'Confirm true match without a comment');
    await dialog.getByLabel('Comment').fill('Date of birth and nationality match the listing.');
    await expectEnabled(confirm, 'Confirm true match');
    await confirm.click();
    await expectText(page, 'The hit is a true match; the verification is a confirmed match.');
    await expectText(page, 'Date of birth and nationality match the listing.');

    const stored = (await apiCall(token, 'GET', `/api/v1/screening-hits/${hit.id}`)).json as Hit;
    assert.equal(stored.status, 'TRUE_MATCH');
    const verification = (
      await apiCall(token, 'GET', `/api/v1/verifications/${hit.verificationId}`)
    ).json as { matchType: string };
    assert.equal(verification.matchType, 'CONFIRMED_MATCH');

    await page.getByRole('link', { name: hit.verificationPublicId }).click();
    await expectPath(page, `/verifications/${hit.verificationId}/show`);
    const hits = page.getByRole('region', { name: 'Watchlist hits' });
    await expectVisible(hits.getByText('True match'));
    // This verification's hits, not the tenant's.
    const own = (
      (
        await apiCall(token, 'POST', '/api/v1/screening-hits/filter', {
          offset: 0,
          pageSize: 10,
          count: true,
          verificationId: hit.verificationId,
        })
      ).json as Page<Hit>
    ).totalElements;
    assert.ok(own >= 1 && own <= 10, `a few hits of one verification (${own})`);
    await eventually(
      async () => (await hits.locator('tbody tr').count()) === own,
      `${own} hit rows on the verification`,
    );
    await captureScreen(page, 'verification-findings');
  });

  test('a manager clears contradicted hits together', async ({ page }) => {
    const token = await apiAccessToken('manager@demo.test', 't-acme');
    const contradicted = await openHits(token, true);
    assert.ok(contradicted.length >= 2, 'two contradicted hits to clear');
    await signInToDashboard(page, 'manager@demo.test');
    const filter = { status: 'OPEN', contradicts: true };
    await page.goto(
      `${BASE_URL}/screening-hits?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    await expectListFilter(page, filter);
    const rows = page.locator('table tbody tr');
    await expectVisible(rows.first());
    const names = [
      (await rows.nth(0).locator('td').nth(1).textContent())!,
      (await rows.nth(1).locator('td').nth(1).textContent())!,
    ];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Clear as false positives' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Clear the selected hits as false positives?',
    });
    await dialog.getByLabel('Comment').fill('Born on another day than the listed person.');
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expectText(page, 'The selected hits are cleared as false positives.');
    const cleared = (
      (
        await apiCall(token, 'POST', '/api/v1/screening-hits/filter', {
          offset: 0,
          pageSize: 100,
          status: 'FALSE_POSITIVE',
          q: '',
        })
      ).json as Page<Hit>
    ).content.filter((hit) => hit.comment === 'Born on another day than the listed person.');
    assert.deepEqual(
      cleared.map((hit) => hit.subjectName).sort(),
      names.map((name) => name.trim()).sort(),
    );
  });

  test('a merchant administrator changes the screening settings through the guard', async ({
    page,
  }) => {
    await signInToDashboard(page, 'merchant@demo.test');
    await page.getByRole('menuitem', { name: 'Screening settings' }).click();
    await expectPath(page, '/screening-settings');
    await page.locator('table tbody tr').first().click();
    await expectPath(page, /^\/screening-settings\/.+\/show$/);
    const id = decodeURIComponent(page.url().split('/').at(-2)!);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Minimum score *').fill('0.9');
    await page.getByRole('checkbox', { name: 'Full name' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'The full name is always screened.');
    assert.equal(await page.getByLabel('Minimum score *').inputValue(), '0.9');
    await page.getByRole('checkbox', { name: 'Full name' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const guard = page.getByRole('dialog');
    await guard.getByLabel('Password').fill(DEMO_PASSWORD);
    await guard.getByLabel('Security code').fill(totpFor('merchant@demo.test'));
    await guard.getByLabel('Classification').selectOption('REGULATORY');
    await guard.getByLabel('Reason').fill('Fewer hits to review after the audit');
    await guard.getByRole('button', { name: 'Confirm change' }).click();
    await expectPath(page, `/screening-settings/${id}/show`);
    await expectText(page, '0.9');
    const token = await apiAccessToken('merchant@demo.test', 't-globex');
    const stored = (await apiCall(token, 'GET', `/api/v1/screening-settings/${id}`)).json as {
      minimumScore: number;
    };
    assert.equal(stored.minimumScore, 0.9);
  });

  test('an analyst sees none of it, and the platform refuses the calls', async ({ page }) => {
    await signIn(page, 'analyst@demo.test');
    await expectPath(page, '/dashboard');
    await expectAbsent(page.getByRole('menuitem', { name: 'Screening hits' }), 'the menu entry');
    await page.goto(`${BASE_URL}/screening-hits`);
    await expectText(page, UNAUTHORIZED);
    const token = await apiAccessToken('analyst@demo.test', 't-acme');
    assert.equal(
      (await apiCall(token, 'POST', '/api/v1/screening-hits/filter', { offset: 0, pageSize: 10 }))
        .status,
      403,
    );
  });
});
