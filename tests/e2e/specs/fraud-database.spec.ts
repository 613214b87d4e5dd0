/**
 * The fraud database through the real sign-in and the real emulator: a manager enters a subject (the form names
 * what is wrong and keeps what was typed, shows look-alikes before anything is saved, refuses a second entry for
 * the same subject), gives a verdict and reviews fuzzy matches one by one and as a selection; the administrator
 * withdraws a verdict; merchant staff reach their own tenant's entries only; an analyst reaches none of it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  BASE_URL,
  DEMO_PASSWORD,
  totpFor,
  apiAccessToken,
  apiCall,
  captureScreen,
  describe,
  eventually,
  expectAbsent,
  expectListFilter,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  signInToDashboard,
  test,
} from '../support';
import { signInAdmin } from '../support/adminSession';

const UNAUTHORIZED = "Unauthorized. You don't have the required permission to view this page.";
const NOT_OWNED =
  "This fraud entry belongs to another tenant. You can only read and change your own tenant's entries.";

interface Entry {
  id: string;
  label: string;
  kind: string;
  status: string;
  source: string;
  fullName?: string | null;
  dateOfBirth?: string | null;
  version: number;
}
interface Match {
  id: string;
  status: string;
  verificationName: string;
}
type Page<T> = { content: T[]; totalElements: number };

const filter = async <T>(token: string, resource: string, body: Record<string, unknown>) =>
  (
    (
      await apiCall(token, 'POST', `/api/v1/${resource}/filter`, {
        offset: 0,
        pageSize: 50,
        ...body,
      })
    ).json as Page<T>
  ).content;

describe('fraud database', () => {
  test('a manager enters a subject: bad input is named, look-alikes show before saving, duplicates are refused', async ({
    page,
  }) => {
    const token = await apiAccessToken('manager@demo.test', 't-acme');
    const seeded = (
      await filter<Entry>(token, 'fraud-entries', { kind: 'PERSON', source: 'VERIFICATION' })
    ).find((entry) => entry.fullName?.split(' ').length === 2 && entry.dateOfBirth)!;
    assert.ok(seeded, 'a seeded person taken from a verification');
    const [first, last] = seeded.fullName!.split(' ') as [string, string];

    await signInToDashboard(page, 'manager@demo.test');
    await page.getByRole('menuitem', { name: 'Fraud database' }).click();
    await expectPath(page, '/fraud-entries');
    await expectText(page, '1-10 of');
    await captureScreen(page, 'fraud-entries-list');

    await page.getByRole('link', { name: 'Create' }).click();
    await expectPath(page, '/fraud-entries/create');
    await page.getByLabel('Kind *').click();
    await page.getByRole('option', { name: 'Person', exact: true }).click();
    await page.getByLabel('Reason *').fill('Same person tried again with a new e-mail address.');
    // The seeded person, surname first: the form shows the entry it looks like before anything is saved.
    await page.getByLabel('Full name').fill(`${last} ${first}`);
    await page.getByLabel('Date of birth').fill(seeded.dateOfBirth!);
    await page.getByLabel('Phone').fill('0041 44 668 18 00');
    const panel = page.getByRole('region', { name: 'Possible duplicates' });
    await expectVisible(panel.getByRole('link', { name: `Open ${seeded.label}` }));
    await expectVisible(panel.getByText('Name: Same words, other order'));
    await expectVisible(panel.getByText('Same subject: saving would be refused'));
    await captureScreen(page, 'fraud-entry-collisions');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Enter the number in international format, e.g. +41446681800.');
    // Nothing typed is lost.
    assert.equal(await page.getByLabel('Full name').inputValue(), `${last} ${first}`);
    await page.getByLabel('Phone').fill('+41446681800');
    await page.getByRole('button', { name: 'Save' }).click();
    // The platform refuses the same subject, on the field that names it.
    await expectText(page, 'This person is already in the fraud database.');
    await expectPath(page, '/fraud-entries/create');
    assert.equal(await page.getByLabel('Phone').inputValue(), '+41446681800');

    // Another person of the same name (another date of birth) is a new subject.
    await page.getByLabel('Date of birth').fill('1960-01-31');
    await expectVisible(panel.getByText('No similar entry in the fraud database.'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, /^\/fraud-entries\/fe-[0-9a-f-]+\/show$/);
    const id = page.url().split('/').at(-2)!;
    await expectText(page, 'Entered by hand');
    await expectText(page, 'New');
    await captureScreen(page, 'fraud-entry-show');

    await page.getByRole('button', { name: 'Mark as fraud' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as fraud' }).click();
    await expectText(page, 'The entry is marked as fraud.');
    await eventually(
      async () =>
        ((await apiCall(token, 'GET', `/api/v1/fraud-entries/${id}`)).json as Entry).status ===
        'FRAUD',
      'the platform to store the verdict',
    );
    const stored = (await apiCall(token, 'GET', `/api/v1/fraud-entries/${id}`)).json as Entry &
      Record<string, unknown>;
    assert.equal(stored.fullName, `${last} ${first}`);
    assert.equal(stored.phone, '+41446681800');
    assert.equal(stored.source, 'MANUAL');
    // Withdrawing a verdict is an administrator's call.
    await expectAbsent(page.getByRole('button', { name: 'Reopen' }), 'the reopen button');
  });

  test('a manager updates the database from a CSV file: a dry run first, then the valid rows at once', async ({
    page,
  }) => {
    const token = await apiAccessToken('manager@demo.test', 't-acme');
    const email = (
      await filter<Entry & { email: string }>(token, 'fraud-entries', {
        kind: 'EMAIL',
        status: 'NEW',
      })
    )[0]!;
    await signInToDashboard(page, 'manager@demo.test');
    await page.getByRole('menuitem', { name: 'Fraud database' }).click();
    await page.getByRole('button', { name: 'Update from CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update the fraud database from a CSV file' });
    await dialog.getByLabel('Choose CSV file').setInputFiles({
      name: 'consortium-list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'kind,fullName,dateOfBirth,email,phone,reason,status',
          'PERSON,Bohdan Kravets,1990-05-17,,,Consortium list,FRAUD',
          `EMAIL,,,${email.email},,Confirmed by the card scheme,FRAUD`,
          'PHONE,,,,0800 123,Consortium list,NEW',
        ].join('\n'),
      ),
    });
    await expectVisible(dialog.getByText('Dry run of 3 rows'));
    await expectVisible(dialog.getByText('1 to create'));
    await expectVisible(dialog.getByText('1 to update'));
    await expectVisible(dialog.getByText('1 rejected'));
    await expectVisible(
      dialog.getByText('Phone: Enter the number in international format, e.g. +41446681800.'),
    );
    await captureScreen(page, 'fraud-csv-dry-run');
    // Nothing changed yet.
    assert.equal(
      ((await apiCall(token, 'GET', `/api/v1/fraud-entries/${email.id}`)).json as Entry).status,
      'NEW',
    );
    await dialog.getByRole('button', { name: 'Apply 2 changes' }).click();
    const guard = page.getByRole('dialog', { name: 'Confirm the fraud database update' });
    await guard.getByLabel('Password').fill(DEMO_PASSWORD);
    await guard.getByLabel('Security code').fill(totpFor('manager@demo.test'));
    await guard.getByLabel('Classification').selectOption('REGULATORY');
    await guard.getByLabel('Reason').fill('Quarterly consortium list');
    await guard.getByRole('button', { name: 'Confirm change' }).click();
    await expectVisible(dialog.getByText('The fraud database is updated: 1 created, 1 updated.'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Search').fill('Kravets');
    await expectListFilter(page, { q: 'Kravets' });
    await expectText(page, 'Bohdan Kravets');
    assert.equal(
      ((await apiCall(token, 'GET', `/api/v1/fraud-entries/${email.id}`)).json as Entry).status,
      'FRAUD',
    );
  });

  test('a manager reviews fuzzy matches one at a time and as a selection', async ({ page }) => {
    const token = await apiAccessToken('manager@demo.test', 't-acme');
    await signInToDashboard(page, 'manager@demo.test');
    await page.getByRole('menuitem', { name: 'Fuzzy matches' }).click();
    await expectPath(page, '/fraud-matches');
    await page.getByRole('combobox', { name: 'Review' }).click();
    await page.getByRole('option', { name: 'Open', exact: true }).click();
    await expectListFilter(page, { status: 'OPEN' });
    const open = await filter<Match>(token, 'fraud-matches', { status: 'OPEN' });
    assert.ok(open.length >= 3, 'open matches to review');
    await captureScreen(page, 'fraud-matches-list');

    await page.locator('table tbody tr').first().locator('td').nth(1).click();
    await expectPath(page, /^\/fraud-matches\/fm-.+\/show$/);
    const matchId = decodeURIComponent(page.url().split('/').at(-2)!);
    await expectVisible(page.getByRole('heading', { name: 'Why these match' }));
    await expectVisible(page.getByRole('columnheader', { name: 'Comparison' }));
    await captureScreen(page, 'fraud-match-show');
    await page.getByRole('button', { name: 'Not the same' }).click();
    await expectText(page, 'The match is approved: not the same subject.');
    await expectText(page, 'Approved (not the same)');
    assert.equal(
      ((await apiCall(token, 'GET', `/api/v1/fraud-matches/${matchId}`)).json as Match).status,
      'APPROVED',
    );

    await page.getByRole('menuitem', { name: 'Fuzzy matches' }).click();
    await expectListFilter(page, { status: 'OPEN' });
    const rows = page.locator('table tbody tr');
    await eventually(
      async () =>
        (await rows.count()) >= 2 && !(await rows.first().textContent())?.includes(matchId),
      'the open matches without the decided one',
    );
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    // The names of the rows selected, read once they are: the list may have been read again in between.
    const names = await page
      .locator('table tbody tr:has(input[type="checkbox"]:checked) td:nth-child(2)')
      .allTextContents();
    assert.equal(names.length, 2);
    await page.getByRole('button', { name: 'Exclude' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Exclude' }).click();
    await expectText(page, 'The selected pairs are excluded.');
    const excluded = await filter<Match>(token, 'fraud-matches', { status: 'EXCLUDED' });
    for (const name of names)
      assert.ok(
        excluded.some((match) => match.verificationName === name),
        `${name} is excluded on the platform`,
      );
  });

  test('the administrator withdraws a verdict, and the audit log says who did', async ({
    page,
  }) => {
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    const fraud = (await filter<Entry>(token, 'fraud-entries', { status: 'FRAUD' }))[0]!;
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/fraud-entries/${fraud.id}/show`);
    await expectText(page, fraud.label);
    await page.getByRole('button', { name: 'Reopen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reopen' }).click();
    await expectText(page, 'The entry is new again.');
    // The entry's own history says so too.
    await expectVisible(
      page.getByRole('region', { name: 'History' }).getByText('Fraud entry reopened'),
    );
    const audit = (
      await apiCall(token, 'POST', '/api/v1/auditlog/filter', {
        offset: 0,
        pageSize: 10,
        entityId: fraud.id,
      })
    ).json as { content: { action: string; actor: string }[] };
    assert.ok(
      audit.content.some((entry) => entry.action === 'FRAUD_ENTRY_REOPEN'),
      'the reopening is audited',
    );
  });

  test('merchant staff reach their own tenant’s entries only', async ({ page }) => {
    const acme = await apiAccessToken('admin@demo.test', 't-acme');
    const acmeEntry = (await filter<Entry>(acme, 'fraud-entries', {}))[0]!;
    const merchant = await apiAccessToken('merchant@demo.test', 't-globex');
    const own = await apiCall(merchant, 'POST', '/api/v1/fraud-entries/filter', {
      offset: 0,
      pageSize: 10,
      count: true,
    });
    const ownTotal = (own.json as Page<Entry>).totalElements;

    await signInToDashboard(page, 'merchant@demo.test');
    await page.getByRole('menuitem', { name: 'Fraud database' }).click();
    await expectText(page, `1-10 of ${ownTotal}`);
    await page.goto(`${BASE_URL}/fraud-entries/${acmeEntry.id}/show`);
    await expectText(page, NOT_OWNED);
    await expectAbsent(
      page.getByText(acmeEntry.label, { exact: true }),
      'the other tenant’s entry',
    );
    const edit = await apiCall(merchant, 'PUT', `/api/v1/fraud-entries/${acmeEntry.id}`, {
      kind: 'EMAIL',
      email: 'x@example.com',
      reason: 'Taking it over',
      version: acmeEntry.version,
    });
    assert.equal(edit.status, 403);
    assert.equal((edit.json as { code: string }).code, 'FRAUD_ENTRY_NOT_OWNED');
  });

  test('an analyst sees none of it, and the platform refuses the calls', async ({ page }) => {
    await signIn(page, 'analyst@demo.test');
    await expectPath(page, '/dashboard');
    await expectAbsent(page.getByRole('menuitem', { name: 'Fraud database' }), 'the menu entry');
    await expectAbsent(page.getByRole('menuitem', { name: 'Fuzzy matches' }), 'the menu entry');
    await page.goto(`${BASE_URL}/fraud-entries`);
    await expectText(page, UNAUTHORIZED);
    const token = await apiAccessToken('analyst@demo.test', 't-acme');
    for (const resource of ['fraud-entries', 'fraud-matches'])
      assert.equal(
        (await apiCall(token, 'POST', `/api/v1/${resource}/filter`, { offset: 0, pageSize: 10 }))
          .status,
        403,
      );
  });

  test('a large CSV file is checked in a background job: its progress, then the review, and its findings in the tray', async ({
    page,
  }) => {
    await signInToDashboard(page, 'manager@demo.test');
    await page.getByRole('menuitem', { name: 'Fraud database' }).click();
    await page.getByRole('button', { name: 'Update from CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update the fraud database from a CSV file' });
    const rows = Array.from(
      { length: 600 },
      (_, index) => `EMAIL,mule.${index % 599}@consortium.example.com,Consortium list,FRAUD`,
    );
    await dialog.getByLabel('Choose CSV file').setInputFiles({
      name: 'mule-accounts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['kind,email,reason,status', ...rows].join('\n')),
    });
    await expectVisible(dialog.getByText('Dry run of 600 rows'));
    await expectVisible(dialog.getByText('599 to create'));
    await expectVisible(dialog.getByText('1 rejected'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Background jobs/ }).click();
    const tray = page.getByRole('dialog', { name: 'Background jobs' });
    const job = tray.getByTestId('job').filter({ hasText: 'Dry run of “mule-accounts.csv”' });
    await expectVisible(job.getByText('Done'));
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      job.getByRole('button', { name: 'Download: Dry run of “mule-accounts.csv”' }).click(),
    ]);
    const lines = readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 601);
    assert.equal(lines[0], 'row,outcome,subject,entryId,reasons,looksLike');
    assert.match(
      lines[600]!,
      /^601,REJECT,mule\.0@consortium\.example\.com,.*kind: DUPLICATE_IN_FILE/,
    );
  });
});
