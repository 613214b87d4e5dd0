/**
 * Experiments through the real sign-in and the real emulator: an experiment administrator compares two
 * workflows on a dataset (only the legal transitions offered at each step), starts it with a sample and watches
 * it run to its end with the statistics; a dataset it uses cannot be deleted, and the refusal names it; an
 * experiment administrator builds a dataset from a filter, then starts, pauses, resumes and stops an experiment
 * on it; an experiment user tags items with the keyboard, finds the tags after a reload, and sees precision and
 * recall follow a new tag; a support agent reaches none of it.
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

/** The seeded experiment paused half-way, with 12 of its items tagged: what an experiment user tags. */
const seededPausedExperiment = async (token: string) =>
  (await experimentsOf(token)).find((e) => e.name === 'Document-only check on German ID cards')!;

interface Accuracy {
  precision: number | null;
  recall: number | null;
  truePositives: number;
  falsePositives: number;
}
interface Statistics {
  armA: { accuracy: Accuracy | null };
  armB: { accuracy: Accuracy | null };
  tagging: { tagged: number };
}

/** The statistics panel's precision and recall rows read the figures the platform answers, as percentages. */
const expectAccuracyShown = async (
  page: import('playwright-core').Page,
  statistics: Statistics,
): Promise<void> => {
  const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
  const shown = (n: number | null | undefined) =>
    n === null || n === undefined ? 'n/a' : percent.format(n);
  for (const measure of ['precision', 'recall'] as const) {
    const label = measure === 'precision' ? 'Precision' : 'Recall';
    const cells = page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
    await eventually(
      async () =>
        JSON.stringify(await cells.allTextContents()) ===
        JSON.stringify([
          shown(statistics.armA.accuracy?.[measure]),
          shown(statistics.armB.accuracy?.[measure]),
        ]),
      `${label} to read arm A ${shown(statistics.armA.accuracy?.[measure])}, arm B ${shown(statistics.armB.accuracy?.[measure])}`,
    );
  }
};

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

  test('an experiment administrator builds a dataset from a filter, then starts, pauses, resumes and stops an experiment on it', async ({
    page,
  }) => {
    const token = await apiAccessToken('lab@demo.test', 't-acme');
    const experiment = async () =>
      (await experimentsOf(token)).find((e) => e.name === 'Stricter onboarding, every case')!;
    await signInToDashboard(page, 'lab@demo.test');

    // Every verification of the tenant (an administrator counts them; the lab reads no verifications): a run long
    // enough to pause and resume on the way.
    const admin = await apiAccessToken('admin@demo.test', 't-acme');
    await page.getByRole('menuitem', { name: 'Datasets' }).click();
    await page.getByRole('button', { name: 'New from a filter' }).click();
    const made = page.getByRole('dialog', {
      name: 'New dataset from a filter of the verifications',
    });
    await made.getByLabel('Name').fill('Every verification');
    await made.getByRole('button', { name: 'Count the verifications' }).click();
    const all = (
      (await apiCall(admin, 'POST', '/api/v1/verifications/filter', { offset: 0, pageSize: 1 }))
        .json as Page<unknown>
    ).totalElements;
    await expectVisible(made.getByText(`${all.toLocaleString('en-US')} verifications match`));
    await made.getByRole('button', { name: 'Make the dataset' }).click();
    await expectPath(page, /^\/datasets\/.+\/show$/);

    await page.getByRole('menuitem', { name: 'Experiments' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await expectPath(page, '/experiments/create');
    await page
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill('Stricter onboarding, every case');
    await choose(page, 'Dataset', 'Every verification');
    await choose(page, 'Arm A (control)', 'Standard KYC onboarding');
    await choose(page, 'Arm B (candidate)', 'Document only');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(
      page,
      'Not started yet: start the experiment to see how the two arms compare.',
    );
    await page.getByRole('button', { name: 'Start' }).click();
    const start = page.getByRole('dialog', { name: 'Start “Stricter onboarding, every case”?' });
    await start.getByLabel('Sample of the dataset').click();
    await page.getByRole('option', { name: 'Default (whole dataset)' }).click();
    await start.getByRole('button', { name: 'Start' }).click();
    await expectText(page, 'The experiment is running.');
    await eventually(async () => (await experiment()).processed > 0, 'the run to begin');

    // Paused, it holds where it is: the page and the platform say the same figure, and it does not move on.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expectText(page, 'The experiment is paused.');
    const paused = await experiment();
    assert.equal(paused.state, 'PAUSED');
    assert.equal(paused.total, all);
    assert.ok(paused.processed < paused.total, 'paused before the end');
    await expectText(
      page,
      `${paused.processed.toLocaleString('en-US')} of ${all.toLocaleString('en-US')} sampled verifications processed`,
    );
    await expectText(page, 'Paused: the figures stay as they are until the experiment is resumed.');
    await expectVisible(page.getByRole('button', { name: 'Resume' }));
    await expectAbsent(page.getByRole('button', { name: 'Pause' }), 'Pause while paused');
    await captureScreen(page, 'experiments-paused');
    assert.equal(
      (await experiment()).processed,
      paused.processed,
      'nothing processed while paused',
    );

    // Resumed, it goes on from there; stopped, what is left stays unprocessed.
    await page.getByRole('button', { name: 'Resume' }).click();
    await expectText(page, 'The experiment goes on where it stopped.');
    await eventually(
      async () => (await experiment()).processed > paused.processed,
      'the run to go on after Resume',
    );
    await page.getByRole('button', { name: 'Stop' }).click();
    await page
      .getByRole('dialog', { name: 'Stop “Stricter onboarding, every case”?' })
      .getByRole('button', { name: 'Stop' })
      .click();
    await expectText(page, 'The experiment is stopped.');
    const stopped = await experiment();
    assert.equal(stopped.state, 'STOPPED');
    assert.ok(stopped.processed > paused.processed, 'more processed after the resume');
    assert.ok(stopped.processed < stopped.total, 'stopped before the end');
    await expectText(
      page,
      `${stopped.processed.toLocaleString('en-US')} of ${all.toLocaleString('en-US')} sampled verifications processed`,
    );
    await expectVisible(page.getByRole('button', { name: 'Archive' }));
    await expectAbsent(page.getByRole('button', { name: 'Resume' }), 'Resume once stopped');
    const statistics = (await apiCall(token, 'GET', `/api/v1/experiments/${stopped.id}/statistics`))
      .json as { processed: number; agreement: { compared: number } };
    assert.equal(statistics.processed, stopped.processed);
    assert.equal(statistics.agreement.compared, stopped.processed);
    // Nothing moves on after the stop.
    assert.equal((await experiment()).processed, stopped.processed);
  });

  test('an experiment user tags items with the keyboard; the tags survive a reload', async ({
    page,
  }) => {
    const token = await apiAccessToken('analyst@demo.test', 't-acme');
    const paused = await seededPausedExperiment(token);
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

  test('an experiment user sees precision and recall follow a tag given with the keyboard', async ({
    page,
  }) => {
    const token = await apiAccessToken('analyst@demo.test', 't-acme');
    const paused = await seededPausedExperiment(token);
    const statisticsOf = async () =>
      (await apiCall(token, 'GET', `/api/v1/experiments/${paused.id}/statistics`))
        .json as Statistics;
    // An item arm A rejected that nobody judged yet: judged genuine, it is a false positive of arm A.
    let position = -1;
    let publicId = '';
    for (let at = 0; at < paused.processed && position < 0; at += 1) {
      const item = (await apiCall(token, 'GET', `/api/v1/experiments/${paused.id}/items/${at}`))
        .json as { outcomeA: string; tag: unknown; verification: { publicId: string } };
      if (item.tag === null && item.outcomeA === 'REJECTED') {
        position = at;
        publicId = item.verification.publicId;
      }
    }
    assert.ok(position >= 0, 'the seed has an untagged item arm A rejected');
    const before = await statisticsOf();
    assert.ok(
      (before.armA.accuracy?.truePositives ?? 0) > 0,
      'arm A rejected a forged document already, so its precision can fall',
    );

    await signInToDashboard(page, 'analyst@demo.test');
    await page.goto(`${BASE_URL}/experiments/${paused.id}/show`);
    await expectAccuracyShown(page, before);
    await page.getByRole('link', { name: 'Tag items' }).click();
    await expectText(page, `Item 1 of ${paused.processed}`);
    await page.goto(`${BASE_URL}/experiments/${paused.id}/tag?item=${position}`);
    await expectText(page, `Item ${position + 1} of ${paused.processed}`);
    // The key is pressed once the item is on screen, as a person would.
    await expectText(page, publicId);
    await page.keyboard.press('g');
    await expectText(page, 'Saved');

    const after = await statisticsOf();
    assert.equal(after.armA.accuracy!.falsePositives, before.armA.accuracy!.falsePositives + 1);
    assert.ok(after.armA.accuracy!.precision! < before.armA.accuracy!.precision!);
    assert.equal(after.tagging.tagged, before.tagging.tagged + 1);
    await page.goto(`${BASE_URL}/experiments/${paused.id}/show`);
    await expectAccuracyShown(page, after);
    await captureScreen(page, 'experiments-accuracy');
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
