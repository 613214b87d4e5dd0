/**
 * Risk management through the real sign-in and the real emulator: a merchant administrator edits the tenant's
 * model (a duplicated risk score is refused on its field before anything is sent), previews the impact over the
 * last 30 days, saves a new version through the guard and restores an earlier one; the verification's detail
 * shows the rules that fired; an analyst reaches none of it.
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
  signIn,
  signInToDashboard,
  test,
} from '../support';
import type { Page } from 'playwright-core';
import { confirmGuard, signInAdmin } from '../support/adminSession';

const UNAUTHORIZED = "Unauthorized. You don't have the required permission to view this page.";

interface ModelState {
  active: {
    version: number;
    reason: string | null;
    createdBy: string;
    model: {
      bands: { band: string; from: number }[];
      rules: { id: string; name: string; score: number; condition: Record<string, unknown> }[];
    };
  };
  versions: { version: number; restoredFrom: number | null }[];
}

const modelOf = async (token: string) =>
  (await apiCall(token, 'GET', '/api/v1/risk-management/model')).json as ModelState;

/** The merchant administrator confirms a change of the tenant's model. */
const confirmModelChange = (page: Page, reason: string) =>
  confirmGuard(page, reason, { email: 'merchant@demo.test', classification: 'REGULATORY' });

describe('risk management', () => {
  test('a merchant administrator previews and saves a new version, then restores an earlier one', async ({
    page,
  }) => {
    const token = await apiAccessToken('merchant@demo.test', 't-globex');
    const acmeToken = await apiAccessToken('admin@demo.test', 't-acme');
    const before = await modelOf(token);
    const acmeBefore = await modelOf(acmeToken);
    await signInToDashboard(page, 'merchant@demo.test');
    await page.getByRole('menuitem', { name: 'Risk management' }).click();
    await expectPath(page, '/risk-management');
    await expectText(page, `Active: version ${before.active.version}, saved by`);
    await captureScreen(page, 'risk-management');

    // Two bands from one score: the spec's "duplicated risk score", on the offending field, nothing sent.
    const warning = page.getByRole('spinbutton', { name: 'From score' }).nth(1);
    const rejected = page.getByRole('spinbutton', { name: 'From score' }).nth(2);
    await warning.fill(await rejected.inputValue());
    await page.getByRole('button', { name: 'Preview the impact' }).click();
    await expectText(page, 'Another band already starts at this risk score.');
    await warning.fill('20');

    // A new rule, then the what-if: the same counts as the platform's replay of the same model.
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expectVisible(page.getByRole('listitem', { name: 'new rule' }));
    // The rule is named by what it is called, which changes as it is typed: the last one is the new one.
    const rule = page.getByRole('listitem').last();
    await rule.getByLabel('Name').fill('Young adult');
    await rule.getByLabel('Condition').click();
    await page.getByRole('option', { name: 'Age' }).click();
    await rule.getByLabel('Younger than').fill('25');
    await rule.getByLabel('Points').fill('15');
    await page.getByRole('button', { name: 'Preview the impact' }).click();
    const edited = {
      bands: before.active.model.bands.map((band, i) => (i === 1 ? { ...band, from: 20 } : band)),
      rules: [
        ...before.active.model.rules,
        {
          id: `rule-${before.active.model.rules.length + 1}`,
          name: 'Young adult',
          condition: { kind: 'AGE', under: 25, from: null },
          score: 15,
          enabled: true,
        },
      ],
    };
    const replay = (
      await apiCall(token, 'POST', '/api/v1/risk-management/what-if', { model: edited })
    ).json as { total: number; changedCount: number };
    assert.ok(replay.changedCount > 0, 'the lower warning band moves verifications');
    await expectText(
      page,
      `${replay.changedCount} of ${replay.total} verifications of the last 30 days would change band with your changes.`,
    );
    await expectVisible(page.getByRole('table', { name: /Verifications that would change band/ }));
    await captureScreen(page, 'risk-management-what-if');

    // Saved through the guard as the next version, with the reason as the version's.
    await page
      .getByRole('button', { name: `Save as version ${before.active.version + 1}` })
      .click();
    await expectText(page, `Save the risk model as version ${before.active.version + 1}`);
    await confirmModelChange(page, 'Younger customers need a closer look');
    await expectText(page, `The risk model was saved as version ${before.active.version + 1}.`);
    await expectText(page, 'Reason: Younger customers need a closer look');
    const saved = await modelOf(token);
    assert.equal(saved.active.version, before.active.version + 1);
    assert.equal(saved.active.reason, 'Younger customers need a closer look');
    assert.equal(saved.active.createdBy, 'merchant@demo.test');
    assert.equal(saved.active.model.bands[1]!.from, 20);
    assert.ok(saved.active.model.rules.some((r) => r.name === 'Young adult' && r.score === 15));
    // Another tenant's model is untouched.
    assert.equal((await modelOf(acmeToken)).active.version, acmeBefore.active.version);

    // An earlier version, read, then restored as the next one.
    await page.getByRole('button', { name: 'View version 1' }).click();
    const view = page.getByRole('dialog', { name: 'Version 1' });
    await expectVisible(view.getByText('High-risk jurisdiction · +50'));
    await view.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expectText(page, 'Version 1 is saved again as version');
    await confirmModelChange(page, 'Back to the platform default');
    await expectText(page, `Version 1 was restored as version ${before.active.version + 2}.`);
    await eventually(
      async () => (await modelOf(token)).active.version === before.active.version + 2,
      'the restored version is active',
    );
    const restored = await modelOf(token);
    assert.equal(restored.versions[0]!.restoredFrom, 1);
    assert.equal(restored.active.model.bands[1]!.from, 40);
    assert.ok(!restored.active.model.rules.some((r) => r.name === 'Young adult'));
    await expectText(page, 'Restores version 1');
  });

  test('an administrator sees on a verification the rules that fired and the version that scored it', async ({
    page,
  }) => {
    const token = await apiAccessToken('admin@demo.test', 't-acme');
    const risky = (
      (
        await apiCall(token, 'POST', '/api/v1/verifications/filter', {
          offset: 0,
          pageSize: 1,
          riskScoreMin: 60,
        })
      ).json as { content: { id: string }[] }
    ).content[0]!;
    const detail = (await apiCall(token, 'GET', `/api/v1/verifications/${risky.id}`)).json as {
      riskScore: number;
      risk: { modelVersion: number; band: string; fired: { name: string; score: number }[] };
    };
    assert.ok(detail.risk.fired.length > 0, 'a risky verification has rules that fired');
    await signInAdmin(page, 'Acme Bank');
    await page.goto(`${BASE_URL}/verifications/${risky.id}/show`);
    const card = page.getByRole('list', { name: 'Rules that fired' });
    for (const rule of detail.risk.fired) {
      await expectVisible(card.getByText(rule.name, { exact: true }));
      await expectVisible(card.getByText(`+${rule.score}`).first());
    }
    await expectText(page, `Scored by risk model version ${detail.risk.modelVersion} on`);
    await page.getByRole('link', { name: 'Open the risk model' }).click();
    await expectPath(page, '/risk-management');
    await expectText(page, `Active: version ${(await modelOf(token)).active.version}, saved by`);
  });

  test('an analyst sees none of it, and the platform refuses the calls', async ({ page }) => {
    await signIn(page, 'analyst@demo.test');
    await expectPath(page, '/dashboard');
    await expectAbsent(page.getByRole('menuitem', { name: 'Risk management' }), 'the menu entry');
    await page.goto(`${BASE_URL}/risk-management`);
    await expectText(page, UNAUTHORIZED);
    const token = await apiAccessToken('analyst@demo.test', 't-acme');
    assert.equal((await apiCall(token, 'GET', '/api/v1/risk-management/model')).status, 403);
    assert.equal(
      (await apiCall(token, 'POST', '/api/v1/risk-management/what-if', { model: {} })).status,
      403,
    );
  });
});
