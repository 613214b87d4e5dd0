/**
 * No serious or critical accessibility violation (axe-core, WCAG 2.0/2.1 A and AA plus axe's best practices) on
 * any main screen, in the light and the dark theme: the sign-in page and the tenant step on the way in, then as
 * the administrator (Acme Bank) the dashboard, every list of the menu (every registered resource: the menu is
 * built from the registry, and every declared resource must be in it), a record and a form of the main
 * resources and "My profile" (the list screens-fit.spec.ts walks). One page per theme walks every screen (the
 * dark pass checks the colour rules only: the themes differ in nothing else); a failure names each screen's
 * violations (rule, impact, elements, what is wrong). The counts per screen are written to
 * <artifacts>/axe-<theme>.json for review.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DECLARED_RESOURCES } from '../../../src/contract/resources';
import {
  ARTIFACTS_DIR,
  BASE_URL,
  describe,
  expectPath,
  expectSignInPage,
  mainScreens,
  openInApp,
  settled,
  submitSignIn,
  test,
} from '../support';
import { ADMIN, chooseTenant } from '../support/adminSession';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * The rules a theme can change: the themes differ in colours only, so the dark pass checks these and leaves the
 * structure (names, roles, landmarks, labels), which the light pass checks, to it. That halves the suite's
 * longest test.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's words on the first element, e.g. the contrast it measured. */
  summary: string;
}

/** The serious and critical violations on the page as it is now (`colourOnly`: of the colour rules). */
const scan = async (page: Page, colourOnly: boolean): Promise<Finding[]> => {
  const { violations } = await new AxeBuilder({ page })
    .options(
      colourOnly
        ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
        : {
            runOnly: { type: 'tag', values: TAGS },
            // axe marks this rule experimental (off unless asked for); WCAG 2.5.3 "Label in Name" is level A
            // all the same.
            rules: { 'label-content-name-mismatch': { enabled: true } },
          },
    )
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
    }));
};

const describeFindings = (screen: string, findings: Finding[]): string =>
  [
    `${screen}:`,
    ...findings.map(
      (finding) =>
        `  ${finding.rule} (${finding.impact}, ${finding.targets.length}): ${finding.help}\n` +
        `    ${finding.summary}\n` +
        finding.targets
          .slice(0, 5)
          .map((target) => `      ${target}`)
          .join('\n') +
        (finding.targets.length > 5 ? `\n      … and ${finding.targets.length - 5} more` : ''),
    ),
  ].join('\n');

const checkTheme = async (page: Page, theme: 'light' | 'dark') => {
  // The stored choice the theme toggle keeps, there before the first page reads it (the sign-in pages too).
  await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  await page.setViewportSize({ width: 1440, height: 900 });
  const found = new Map<string, Finding[]>();
  const check = async (screen: string) => found.set(screen, await scan(page, theme === 'dark'));

  await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
  await expectSignInPage(page);
  await check('sign-in');
  await submitSignIn(page, ADMIN);
  await expectPath(page, '/login');
  await page.getByRole('combobox', { name: 'Tenant' }).waitFor();
  await check('tenant-step');
  await chooseTenant(page);
  const screens = await mainScreens(page);
  // Every declared resource is reached from the menu, so a new declaration is checked without editing this file.
  const lists = screens.map((screen) => screen.path);
  const missing = DECLARED_RESOURCES.map((resource) => `/${resource.name}`).filter(
    (path) => !lists.includes(path),
  );
  assert.deepEqual(missing, [], 'declared resources missing from the menu');

  for (const screen of screens) {
    await openInApp(page, screen.path);
    await settled(page, screen.name);
    await check(screen.name);
  }

  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(
    join(ARTIFACTS_DIR, `axe-${theme}.json`),
    JSON.stringify(Object.fromEntries(found), null, 2),
  );
  const failing = [...found].filter(([, findings]) => findings.length > 0);
  assert.equal(
    failing.length,
    0,
    `serious or critical accessibility violations (${theme}):\n` +
      failing.map(([screen, findings]) => describeFindings(screen, findings)).join('\n'),
  );
};

describe('accessibility (axe-core)', () => {
  test.describe.configure({ timeout: 600_000 });
  for (const theme of ['light', 'dark'] as const)
    test(`no serious or critical violation on any main screen, ${theme}`, ({ page }) =>
      checkTheme(page, theme));
});
