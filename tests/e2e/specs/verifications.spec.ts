/**
 * Verifications. As an administrator: filter by country and status, open one, zoom its document image and
 * download it (the extension matches the bytes), update its result through the guard dialog and find the
 * change in the verification's own audit log. As a support agent: no wipe-out button, and the platform
 * refuses the call (403). The review queue walked with the keyboard: approve, skip, reject; the platform
 * stores the two decisions and leaves the skipped one pending. 'Review next' serves the most overdue review;
 * the list sorts by risk score, review due and status; a support agent (no decisions) gets no queue.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  DEMO_PASSWORD,
  MOCK_URL,
  captureScreen,
  test,
  eventually,
  expectAbsent,
  expectEnabled,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  totpFor,
  describe,
} from '../support';
import { confirmGuard, signInAdmin } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

interface VerificationDto {
  id: string;
  publicId: string;
  status: string;
  result: { decision: string; reason: string } | null;
}

const api = async <T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> => {
  const token = await storedAccessToken(page);
  const res = await fetch(`${MOCK_URL}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
};

/** The verification id of the page: from the show URL or the queue's "Open full details" link. */
const expectListSort = (page: Page, field: string) =>
  eventually(
    async () => new URL(page.url()).searchParams.get('sort') === field,
    `the list sorted by ${field}`,
  );

const idFromHref = (href: string | null): string => {
  const match = /\/verifications\/([^/]+)\/show/.exec(href ?? '');
  assert.ok(match?.[1], `no verification id in ${href}`);
  return decodeURIComponent(match[1]);
};

/** Checks the preset decision in the guard dialog, fills the guard fields (the reason is the decision's) and confirms. */
const decideInGuard = async (page: Page, decision: 'Approved' | 'Rejected', reason: string) => {
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByLabel('Reason for the decision'));
  assert.ok(await dialog.getByRole('radio', { name: decision }).isChecked(), `${decision} preset`);
  await confirmGuard(page, reason);
  await expectText(page, 'The result was saved.');
  await dialog.waitFor({ state: 'detached' });
};

describe('verifications', () => {
  test('admin filters, opens, zooms and downloads an image, updates the result', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Verifications' }).click();
    await expectPath(page, '/verifications');
    await expectVisible(page.getByRole('tab', { name: /^Review pending \(\d/ }));
    await captureScreen(page, '90-verifications-list');

    // Status through its tab, country through the filter menu: both land in the URL.
    await page.getByRole('tab', { name: /^Review pending/ }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Country' }).click();
    await page.getByLabel('Country').fill('Germany');
    await page.getByRole('option', { name: /Germany/ }).click();
    await page.keyboard.press('Escape');
    await eventually(async () => {
      const filter = new URL(page.url()).searchParams.get('filter') ?? '{}';
      const parsed = JSON.parse(filter) as { status?: string[]; country?: string[] };
      return parsed.status?.[0] === 'REVIEW_PENDING' && parsed.country?.[0] === 'DE';
    }, 'status and country in the URL');
    const rows = page.locator('tbody tr');
    await eventually(async () => {
      const texts = await rows.allInnerTexts();
      return (
        texts.length > 0 &&
        texts.every((text) => text.includes('Germany') && text.includes('Review pending'))
      );
    }, 'only pending German verifications listed');
    await captureScreen(page, '91-verifications-filtered');

    await rows.first().click();
    const showUrl = await expectPath(page, /^\/verifications\/[^/]+\/show$/);
    const id = idFromHref(showUrl.pathname);
    await expectText(page, 'Document and selfie');

    // Zoom the document image, then download it: the name's extension must match the bytes.
    const documentViewer = page.getByTestId('document-and-selfie').getByRole('toolbar').first();
    await documentViewer.getByRole('button', { name: 'Zoom in' }).click();
    await expectVisible(documentViewer.getByText('150 %'));
    await captureScreen(page, '92-verification-show-zoomed');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documentViewer.getByRole('link', { name: /^Download / }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    const name = download.suggestedFilename();
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    assert.ok(isJpeg || isPng, 'the download is an image');
    assert.match(name, isJpeg ? /\.jpg$/ : /\.png$/);

    // Update the result through the guard dialog. An empty confirm marks every required field, the
    // decision included; the one reason asked for is the decision's.
    await page.getByRole('button', { name: 'Update result' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    const decision = dialog.getByRole('radiogroup', { name: 'Decision' });
    await eventually(
      async () => (await decision.getAttribute('aria-invalid')) === 'true',
      'the decision marked',
    );
    for (const label of ['Password', 'Security code', 'Classification', 'Reason for the decision'])
      assert.equal(await dialog.getByLabel(label).getAttribute('aria-invalid'), 'true', label);
    assert.equal(await dialog.getByLabel(/note/i).count(), 0, 'no second explanation field');
    await captureScreen(page, '93-verification-update-result-empty');
    await dialog.getByRole('radio', { name: 'Approved' }).check();
    await confirmGuard(page, 'Document and selfie match');
    await expectText(page, 'The result was saved.');
    const stored = await api<VerificationDto>(page, `v1/verifications/${id}`);
    assert.equal(stored.body.status, 'APPROVED');
    assert.equal(stored.body.result?.reason, 'Document and selfie match');

    // The verification's own audit log shows the change as a readable diff.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    await expectVisible(audit.getByText('Verification result decided'));
    await expectVisible(audit.getByText('Review pending'));
    await expectVisible(audit.getByText('Document and selfie match'));
    await captureScreen(page, '94-verification-audit-log');

    // The same change in the tenant's audit log, newest first, with its field-by-field diff.
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expectPath(page, '/auditlog');
    const entry = page
      .getByRole('row')
      .filter({ hasText: id })
      .filter({ hasText: 'Verification result decided' })
      .first();
    await expectVisible(entry);
    await expectVisible(entry.getByText('Document and selfie match'));
    await entry.click();
    await expectPath(page, /^\/auditlog\/[^/]+\/show$/);
    const diff = page.getByRole('table', { name: 'Changes' });
    // Fields by their labels (nested ones under their parent's), statuses in words.
    await expectVisible(diff.getByRole('rowheader', { name: 'Status', exact: true }));
    await expectVisible(diff.getByRole('rowheader', { name: 'Decision › Outcome' }));
    await expectVisible(diff.getByRole('rowheader', { name: 'Decision › Reason' }));
    await expectVisible(diff.getByText('Review pending'));
    await expectVisible(diff.getByText('Document and selfie match'));
    await captureScreen(page, '99-audit-entry-result-update');
  });

  test('an agent has no wipe-out button and the platform refuses it', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.goto(`${BASE_URL}/verifications`);
    await page.locator('tbody tr').first().click();
    const showUrl = await expectPath(page, /^\/verifications\/[^/]+\/show$/);
    await expectText(page, 'Document and selfie');
    await expectAbsent(page.getByRole('button', { name: 'Wipe out' }), 'Wipe out button');
    await expectAbsent(page.getByRole('button', { name: 'Update result' }), 'Update result button');
    const refused = await api<{ code: string }>(
      page,
      `v1/verifications/${idFromHref(showUrl.pathname)}/wipe-out`,
      {
        method: 'POST',
        body: {
          entity: {},
          password: DEMO_PASSWORD,
          passCode: totpFor('agent@demo.test'),
          reason: 'E2E agent tries a wipe-out',
          classification: 'CUSTOMER_REQUEST',
        },
      },
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'ACCESS_DENIED');
    await captureScreen(page, '95-verification-agent');
  });

  test('a shared link with an impossible date is marked and shows no stale rows', async ({
    page,
  }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    const filter = encodeURIComponent(JSON.stringify({ startDate: '2026-13-45' }));
    await page.goto(`${BASE_URL}/verifications?filter=${filter}`);
    // The field is marked at once, and the platform's refusal replaces the table.
    await expectText(page, 'Dates should be in YYYY-MM-DD format.');
    await expectText(page, 'This list could not be loaded.');
    assert.equal(await page.locator('tbody tr').count(), 0, 'no rows from an earlier query');
    await expectAbsent(page.getByText('Rows per page:'), 'pager over a failed page');
    // Asking again cannot help until the date is corrected, so no retry is offered.
    await expectAbsent(page.getByRole('button', { name: 'Try again' }), 'retry of a refused query');
    await captureScreen(page, 'verifications-bad-shared-date');
    // Correcting the date applies it and the rows come back.
    await page.getByLabel('Transaction from').fill('2020-01-01');
    await expectVisible(page.locator('tbody tr').first());
    await expectAbsent(page.getByText('This list could not be loaded.'), 'load error');
    await expectAbsent(page.getByText('Dates should be in YYYY-MM-DD format.'), 'date error');
  });

  test('the review queue with the keyboard: approve, skip, reject', async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/verifications`);
    await page.getByRole('button', { name: 'Review next' }).click();
    await expectPath(page, '/verifications/review');
    const position = page.getByTestId('review-position');
    await expectVisible(position);
    const total = Number(/of ([\d,]+)/.exec(await position.innerText())?.[1]?.replace(/,/g, ''));
    assert.ok(total >= 3, 'at least three pending reviews');
    assert.equal(await position.innerText(), `1 of ${total.toLocaleString('en-US')}`);
    const details = page.getByRole('link', { name: 'Open full details' });
    const currentId = async () => idFromHref(await details.getAttribute('href'));

    await page.keyboard.press('?');
    await expectVisible(page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
    await captureScreen(page, '96-review-help');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // 1: approve (A), through the guard dialog; the next pending one slides into place.
    const first = await currentId();
    await page.keyboard.press('a');
    await captureScreen(page, '97-review-approve-guard');
    await decideInGuard(page, 'Approved', 'Approved in the review queue');
    await eventually(async () => (await currentId()) !== first, 'the next verification');
    // The next one shows while the queue is still read again; the keys wait for that (Approve enabled again).
    await expectEnabled(page.getByRole('button', { name: 'Approve' }), 'Approve');
    assert.equal(await position.innerText(), `1 of ${(total - 1).toLocaleString('en-US')}`);

    // 2: skip (S): stays pending, the queue moves on.
    const skipped = await currentId();
    await page.keyboard.press('s');
    await eventually(async () => (await currentId()) !== skipped, 'skipped to the next');
    assert.equal(await position.innerText(), `2 of ${(total - 1).toLocaleString('en-US')}`);

    // 3: reject (R), through the guard dialog.
    const third = await currentId();
    await page.keyboard.press('r');
    await decideInGuard(page, 'Rejected', 'Rejected in the review queue');
    await eventually(async () => (await currentId()) !== third, 'moved past the rejected one');
    await captureScreen(page, '98-review-queue');

    const stored = async (id: string) =>
      (await api<VerificationDto>(page, `v1/verifications/${id}`)).body;
    assert.equal((await stored(first)).status, 'APPROVED');
    assert.equal((await stored(first)).result?.reason, 'Approved in the review queue');
    assert.equal((await stored(skipped)).status, 'REVIEW_PENDING');
    assert.equal((await stored(third)).status, 'REJECTED');

    // Esc goes back to the list with the queue's filter.
    await page.keyboard.press('Escape');
    await expectPath(page, '/verifications');
  });

  test("'Review next' serves the most overdue review first", async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/verifications`);
    await expectVisible(page.locator('tbody tr').first());
    // The list's own order (newest transaction first) must not leak into the queue.
    await page.getByRole('button', { name: 'Review next' }).click();
    await expectPath(page, '/verifications/review');
    // The oldest pending transaction is the one longest past its SLA (due = transaction + SLA hours).
    const oldest = await api<{ content: { id: string; reviewDueAt: string }[] }>(
      page,
      'v1/verifications/filter',
      {
        method: 'POST',
        body: {
          status: ['REVIEW_PENDING'],
          pageSize: 1,
          sort: { field: 'transactionCreationDate', direction: 'ASC' },
        },
      },
    );
    const expected = oldest.body.content[0];
    assert.ok(expected, 'a pending review');
    assert.ok(Date.parse(expected.reviewDueAt) < Date.now(), 'the seed has overdue reviews');
    const details = page.getByRole('link', { name: 'Open full details' });
    await expectVisible(details);
    assert.equal(idFromHref(await details.getAttribute('href')), expected.id);
    await captureScreen(page, 'review-queue-most-overdue');
  });

  test('the list sorts by risk score, review due and status', async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/verifications`);
    await expectVisible(page.locator('tbody tr').first());
    const risks = async () =>
      (await page.locator('tbody td.column-riskScore').allInnerTexts()).map((text) =>
        Number(/\d+/.exec(text)?.[0]),
      );
    await page.getByRole('columnheader', { name: 'Risk score' }).getByRole('button').click();
    await eventually(async () => {
      const url = new URL(page.url());
      const values = await risks();
      return (
        url.searchParams.get('sort') === 'riskScore' &&
        values.length > 1 &&
        values.every((value, i) => i === 0 || values[i - 1]! <= value)
      );
    }, 'rows by risk score, lowest first');
    await page.getByRole('columnheader', { name: 'Risk score' }).getByRole('button').click();
    await eventually(async () => {
      const values = await risks();
      return (
        new URL(page.url()).searchParams.get('order') === 'DESC' &&
        values.length > 1 &&
        values[0]! >= 80 &&
        values.every((value, i) => i === 0 || values[i - 1]! >= value)
      );
    }, 'rows by risk score, highest first');
    await captureScreen(page, 'verifications-sorted-by-risk');
    // Review due and status sort too (their headers are sort buttons).
    for (const [name, field] of [
      ['Review due', 'reviewDueAt'],
      ['Status', 'status'],
    ] as const) {
      await page.getByRole('button', { name: `Sort by ${name.toLowerCase()}` }).click();
      await expectListSort(page, field);
    }
  });

  test('the list offers one export control, the platform CSV of every matching row', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/verifications`);
    await expectVisible(page.locator('tbody tr').first());
    const exports = page.getByRole('button', { name: /export|csv/i });
    await expectVisible(exports.first());
    assert.equal(await exports.count(), 1, 'one export control');
    await expectAbsent(
      page.getByRole('button', { name: 'Download CSV (server)' }),
      'second export',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    await expectVisible(page.getByRole('dialog', { name: 'Exporting verifications' }));
    assert.equal(download.suggestedFilename(), 'verifications-export.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    assert.ok(lines.length > 1, 'a header and rows');
  });

  test("a verification's page title is 'Verification' and its whole public id", async ({
    page,
  }) => {
    await signInAdmin(page);
    const { body } = await api<{ content: VerificationDto[] }>(page, 'v1/verifications/filter', {
      method: 'POST',
      body: { offset: 0, pageSize: 1 },
    });
    const verification = body.content[0];
    assert.ok(verification, 'a verification');
    await page.goto(`${BASE_URL}/verifications/${encodeURIComponent(verification.id)}/show`);
    const title = page.locator('#react-admin-title');
    await eventually(
      async () => (await title.textContent())?.trim() === `Verification ${verification.publicId}`,
      'the title with the whole public id',
    );
    // Shortened only by CSS when the bar is too narrow: the text itself never ends mid-id.
    assert.doesNotMatch((await title.textContent()) ?? '', /…/);
    await captureScreen(page, 'verification-title');
  });

  test('a support agent, who may not decide, is offered no review queue', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'KYC overview' }));
    await expectAbsent(
      page.getByRole('link', { name: 'Open review queue' }),
      'queue on the dashboard',
    );
    await page.goto(`${BASE_URL}/verifications`);
    await expectVisible(page.locator('tbody tr').first());
    await expectAbsent(page.getByRole('button', { name: 'Review next' }), 'Review next');
    // The queue's address explains instead of showing a decision page without decisions.
    await page.goto(`${BASE_URL}/verifications/review`);
    await expectText(
      page,
      "Unauthorized. You don't have the required permission to view this page.",
    );
    await expectAbsent(page.getByRole('button', { name: 'Skip', exact: true }), 'queue navigation');
    await expectAbsent(page.getByTestId('review-position'), 'queue position');
    await captureScreen(page, 'review-queue-agent-denied');
  });
});
