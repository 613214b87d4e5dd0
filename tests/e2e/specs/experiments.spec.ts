/**
 * Experiments through the real sign-in and the real emulator: an experiment administrator compares two
 * workflows on a dataset (only the legal transitions offered at each step), starts it with a sample and watches
 * it run to its end with the statistics; a dataset it uses cannot be deleted, and the refusal names it; an
 * experiment user tags items with the keyboard and finds the tags after a reload; a support agent reaches none
 * of it.
 */
import assert from 'node:assert/strict';
import {
  BASE_URL,
  apiAccessToken,
  apiCall,
  captureScreen,
  describe,
  eventually,
  expectAbsent,
  expectPath,
  expectText,
  expectVisible,
  signInToDashboard,
  test,
} from '../support';

interface Experiment {
  id: string;
  name: string;
  state: string;
  processed: number;
  total: number;
  samplePercentage: number | null;
}
type Page<T> = { content: T[]; totalElements: number };

const experimentsOf = async (token: string) =>
  (
    (await apiCall(token, 'POST', '/api/v1/experiments/search', { offset: 0, pageSize: 50 }))
      .json as Page<Experiment>
  ).content;

/** Picks `option` in the autocomplete labelled `label`. */
const choose = async (
  page: import('playwright-core').Page,
  label: string,
  option: string,
): Promise<void> => {
  await page.getByRole('combobox', { name: label }).fill(option.slice(0, 12));
  await page.getByRole('option', { name: option }).click();
};

describe('experiments', () => {
  test('an experiment administrator compares two workflows, starts a sample, and reads the statistics', async ({
    page,
  }) => {
    const token = await apiAccessToken('lab@demo.test', 't-acme');
    await signInToDashboard(page, 'lab@demo.test');
    await page.getByRole('menuitem', { name: 'Experiments' }).click();
    await expectPath(page, '/experiments');
    await expectText(page, 'Enhanced due diligence on rejected cases');
    await captureScreen(page, 'experiments-list');

    await page.getByRole('link', { name: 'Create' }).click();
    // The list leaves as the form arrives: its "Sort by name" header must not be taken for the field.
    await expectPath(page, '/experiments/create');
    await page
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill('Document-only on rejected cases');
    await page.getByLabel('Hypothesis').fill('The document-only workflow rejects the same cases.');
    await choose(page, 'Dataset', 'Rejected verifications');
    await choose(page, 'Arm A (control)', 'Standard KYC onboarding');
    // The same workflow twice is refused before anything is sent.
    await choose(page, 'Arm B (candidate)', 'Standard KYC onboarding');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Choose two different workflows for the two arms.');
    await page.getByRole('combobox', { name: 'Arm B (candidate)' }).clear();
    await choose(page, 'Arm B (candidate)', 'Document only');
    await choose(page, 'Tagging template', 'Document fraud review');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(
      page,
      'Not started yet: start the experiment to see how the two arms compare.',
    );

    // A draft offers Start (and Edit, Delete), never Pause or Stop.
    await expectVisible(page.getByRole('button', { name: 'Start' }));
    await expectAbsent(page.getByRole('button', { name: 'Pause' }), 'Pause on a draft');
    await expectAbsent(page.getByRole('button', { name: 'Stop' }), 'Stop on a draft');
    await page.getByRole('button', { name: 'Start' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start “Document-only on rejected cases”?' });
    await dialog.getByLabel('Sample of the dataset').click();
    await page.getByRole('option', { name: '50 %' }).click();
    await captureScreen(page, 'experiments-start');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expectText(page, 'The experiment is running.');

    // The run ends by itself; the page follows it to Stopped, with the figures of both arms.
    await expectText(page, 'Outcomes per arm');
    await expectVisible(page.getByRole('button', { name: 'Archive' }));
    await expectAbsent(page.getByRole('button', { name: 'Start' }), 'Start once run');
    const made = (await experimentsOf(token)).find(
      (e) => e.name === 'Document-only on rejected cases',
    )!;
    assert.equal(made.state, 'STOPPED');
    assert.equal(made.samplePercentage, 50);
    assert.equal(made.processed, made.total);
    await expectText(page, `${made.total} of ${made.total} sampled verifications processed`);
    await expectVisible(
      page.getByRole('img', { name: 'Bar chart of the outcomes of arm A and arm B' }),
    );
    await captureScreen(page, 'experiments-statistics');

    // The dataset it uses stays, and the refusal names the experiments.
    await page.getByRole('menuitem', { name: 'Datasets' }).click();
    await page.getByText('Rejected verifications', { exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(
      page.getByText(/used by the experiments .*Document-only on rejected cases/),
    );
  });

  test('an experiment user tags items with the keyboard; the tags survive a reload', async ({
    page,
  }) => {
    const token = await apiAccessToken('analyst@demo.test', 't-acme');
    const paused = (await experimentsOf(token)).find(
      (e) => e.name === 'Document-only check on German ID cards',
    )!;
    await signInToDashboard(page, 'analyst@demo.test');
    await page.goto(`${BASE_URL}/experiments/${paused.id}/show`);
    await expectText(page, 'What it compares');
    // An experiment user runs nothing.
    await expectAbsent(page.getByRole('button', { name: 'Resume' }), 'Resume for a user');
    await page.getByRole('link', { name: 'Tag items' }).click();
    await expectText(page, 'Tag “Document-only check on German ID cards”');
    await expectText(page, `Item 1 of ${paused.processed}`);

    // The seeded template: Genuine (G), Forged (F), Unclear (U); one label per item.
    await page.keyboard.press('j');
    await expectText(page, `Item 2 of ${paused.processed}`);
    const second = (await apiCall(token, 'GET', `/api/v1/experiments/${paused.id}/items/1`))
      .json as { verification: { publicId: string } };
    // The second item is on screen before it is tagged.
    await expectText(page, second.verification.publicId);
    await page.keyboard.press('f');
    await expectText(page, 'Saved');
    await page.keyboard.press('g');
    await expectText(page, 'Saved');
    // The item's document comes through the experiment: the analyst may not open verifications themselves.
    const documents = page.getByTestId('document-and-selfie');
    await expectVisible(documents.getByRole('img').first());
    await expectVisible(documents.getByRole('toolbar').first());
    await page.keyboard.press('?');
    await expectVisible(page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
    await captureScreen(page, 'experiments-tagging-help');
    await page.keyboard.press('Escape');
    // The help closes with a fade: the shot is taken once it is gone.
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'detached' });
    await captureScreen(page, 'experiments-tagging');

    await page.reload();
    await expectText(page, `Item 2 of ${paused.processed}`);
    await eventually(
      async () =>
        (await page.getByRole('button', { name: /Genuine/ }).getAttribute('aria-pressed')) ===
        'true',
      'Genuine is on after the reload',
    );
    const stored = (await apiCall(token, 'GET', `/api/v1/experiments/${paused.id}/items/1`))
      .json as { tag: { labels: string[]; taggedBy: string } | null };
    assert.deepEqual(stored.tag?.labels, ['genuine']);
    assert.equal(stored.tag?.taggedBy, 'analyst@demo.test');
  });

  test('a support agent has no experiments and gets 403 from the API', async ({ page }) => {
    const token = await apiAccessToken('agent@demo.test', 't-acme');
    const refused = await apiCall(token, 'POST', '/api/v1/experiments/search', {
      offset: 0,
      pageSize: 5,
    });
    assert.equal(refused.status, 403);
    await signInToDashboard(page, 'agent@demo.test');
    await expectAbsent(page.getByRole('menuitem', { name: 'Experiments' }), 'the menu entry');
  });
});
