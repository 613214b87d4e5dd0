/**
 * Tagging templates through the real sign-in and the real emulator: an experiment administrator makes a template
 * of two labels, watching the live preview of the tagging panel follow what is typed; a repeated shortcut is
 * refused on the second label's shortcut before anything is sent; once fixed, the template is saved, shown with
 * its labels as chips, and archived. An experiment user reads the templates but gets no way to make one.
 */
import assert from 'node:assert/strict';
import {
  apiAccessToken,
  apiCall,
  captureScreen,
  describe,
  expectAbsent,
  expectPath,
  expectText,
  expectVisible,
  signInToDashboard,
  test,
} from '../support';

interface Template {
  id: string;
  name: string;
  status: string;
  labels: { key: string; shortcut: string; means: string }[];
  allowMultiple: boolean;
  commentField: boolean;
}

describe('tagging templates', () => {
  test('an experiment administrator makes a template with the preview beside it, then archives it', async ({
    page,
  }) => {
    await signInToDashboard(page, 'lab@demo.test');
    await page.getByRole('menuitem', { name: 'Tagging templates' }).click();
    await expectPath(page, '/tagging-templates');
    await expectText(page, 'Document fraud review');
    await captureScreen(page, 'tagging-templates-list');

    await page.getByRole('link', { name: 'Create' }).click();
    await expectPath(page, '/tagging-templates/create');
    await page.getByLabel('Name *', { exact: true }).fill('Passport review');
    await page.getByLabel('Comment per item').check();

    const preview = page.getByRole('group', { name: 'Tagging panel' });
    await expectVisible(preview.getByText('No labels yet.'));
    const addLabel = async (
      number: number,
      en: string,
      de: string,
      key: string,
      shortcut: string,
    ) => {
      await page.getByRole('button', { name: 'Add a label' }).click();
      const label = page.getByRole('group', { name: `Label ${number}` });
      await label.getByLabel('Name (English)').fill(en);
      // The preview follows the typing.
      await expectVisible(preview.getByRole('button', { name: new RegExp(`^${en}`) }));
      await label.getByLabel('Name (German)').fill(de);
      await label.getByLabel('Key').fill(key);
      await label.getByLabel('Shortcut').fill(shortcut);
      return label;
    };
    await addLabel(1, 'Genuine', 'Echt', 'genuine', 'g');
    const forged = await addLabel(2, 'Forged', 'Gefälscht', 'forged', 'g');
    await forged.getByLabel('Stands for').click();
    await page.getByRole('option', { name: 'Reject' }).click();
    await expectVisible(preview.getByLabel('Comment (optional)'));
    await expectText(page, 'J / K: next / previous · ?: help');

    // Tried in the preview: the key toggles the label there, and nothing of it is saved.
    await preview.focus();
    await page.keyboard.press('g');
    await expectVisible(preview.getByRole('button', { name: /^Genuine/, pressed: true }));

    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(forged.getByText('Another label already has this shortcut.'));
    await expectPath(page, '/tagging-templates/create');
    await captureScreen(page, 'tagging-templates-create-error');
    // Error alerts stay until read: the user closes the form's one before going on.
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await forged.getByLabel('Shortcut').fill('f');
    await expectAbsent(forged.getByText('Another label already has this shortcut.'), 'the error');
    await expectVisible(preview.getByRole('button', { name: /^Forged/ }));
    await page.getByRole('button', { name: 'Save' }).click();

    await expectPath(page, /^\/tagging-templates\/tt-[0-9a-f-]+\/show$/);
    const id = decodeURIComponent(page.url().split('/').at(-2)!);
    await expectText(page, 'Passport review');
    const labels = page.locator('.ra-field-labels');
    await expectVisible(labels.getByText('Genuine'));
    await expectVisible(labels.getByText('Forged'));
    await expectVisible(labels.getByText('· Reject'));
    await captureScreen(page, 'tagging-templates-show');

    const token = await apiAccessToken('lab@demo.test', 't-acme');
    const stored = (await apiCall(token, 'GET', `/api/v1/tagging-templates/${id}`))
      .json as Template;
    assert.deepEqual(
      stored.labels.map((label) => [label.key, label.shortcut, label.means]),
      [
        ['genuine', 'g', 'NONE'],
        ['forged', 'f', 'REJECT'],
      ],
    );
    assert.equal(stored.commentField, true);
    assert.equal(stored.allowMultiple, false);

    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expectText(page, 'The tagging template is archived.');
    // Archived: final until unarchived. The notice comes before the refetched record, so the page's
    // new state is awaited (Unarchive shown) before the Edit button's absence is asserted.
    await expectVisible(page.getByRole('button', { name: 'Unarchive' }));
    await expectAbsent(page.getByRole('link', { name: 'Edit' }), 'the Edit button');
    const archived = (await apiCall(token, 'GET', `/api/v1/tagging-templates/${id}`))
      .json as Template;
    assert.equal(archived.status, 'ARCHIVED');
  });

  test('an experiment user reads the templates but makes none', async ({ page }) => {
    await signInToDashboard(page, 'analyst@demo.test');
    await page.getByRole('menuitem', { name: 'Tagging templates' }).click();
    await expectPath(page, '/tagging-templates');
    await expectText(page, 'Selfie and liveness');
    await expectAbsent(page.getByRole('link', { name: 'Create' }), 'the Create button');
    await page.getByText('Document fraud review').click();
    await expectPath(page, /^\/tagging-templates\/.+\/show$/);
    await expectVisible(page.locator('.ra-field-labels').getByText('Genuine'));
    await expectAbsent(page.getByRole('link', { name: 'Edit' }), 'the Edit button');
    await expectAbsent(page.getByRole('button', { name: 'Archive' }), 'the Archive button');
  });
});
