/**
 * German fits, and dates are typed as YYYY-MM-DD in every language. In German at 1440 and 390 px: every menu
 * entry shows its whole label, the dashboard's key-figure labels break between words (the document speaks
 * German, so the browser may hyphenate) and never run past their box, and the audit log's filter bar fits its
 * page. The audit log's date filter takes 2026-11-01 typed key by key in English and German, sends that same
 * day to the platform, and rejects a day that does not exist with the format message.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  captureScreen,
  describe,
  expectListFilter,
  expectPath,
  expectVisible,
  test,
} from '../support';
import { signInAdmin } from '../support/adminSession';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const useLocale = async (page: Page, locale: 'en' | 'de'): Promise<void> => {
  await page.evaluate((code) => localStorage.setItem('locale', code), locale);
  await page.reload();
  await page.getByRole('main').waitFor();
};

/** Texts inside `selector` whose content is wider than their own box (clipped, cut off or running over). */
const overflowingTexts = (page: Page, selector: string): Promise<string[]> =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map(
          (element) =>
            `${element.textContent ?? ''}: ${element.scrollWidth} > ${element.clientWidth}`,
        ),
    );

/**
 * Labels inside `selector` that the browser broke onto a new line inside a word: the character before a line
 * break must be a space or a hyphen (hard or soft), as in 'GENEHMIGUNGS-/QUOTE', never 'GENEHMIGUNGSQUOT/E'.
 */
const breaksInsideWords = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.firstChild;
      if (!(text instanceof Text)) return [];
      const range = document.createRange();
      const topOf = (index: number): number => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().top;
      };
      const content = text.data;
      const broken: string[] = [];
      for (let index = 1; index < content.length; index += 1) {
        if (/\s/.test(content.charAt(index)) || topOf(index) <= topOf(index - 1) + 1) continue;
        if (!/[\s\-\u00ad]/.test(content.charAt(index - 1)))
          broken.push(`${content.slice(0, index)}/${content.slice(index)}`);
      }
      return broken;
    }),
  );

/** On a phone the menu is a drawer: open it from the app bar. */
const openMenu = async (page: Page, width: number): Promise<void> => {
  if (width < 600)
    await page
      .getByRole('button', { name: /menü|menu/i })
      .first()
      .click();
  await expectVisible(page.getByRole('menuitem').first());
};

describe('German fits', () => {
  for (const size of SIZES)
    test(`menu, key figures${size.width >= 1440 ? ' and the audit filter bar' : ''} fit at ${size.width} px in German`, async ({
      page,
    }) => {
      await signInAdmin(page);
      await page.setViewportSize(size);
      await useLocale(page, 'de');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');

      // Each key-figure label breaks between words only: no line of it runs past the card.
      const label = page.getByTestId('kpi-approval-rate').locator('h3');
      await expectVisible(label);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      assert.equal((await label.textContent())?.trim(), 'Genehmigungsquote');
      assert.deepEqual(await breaksInsideWords(page, '[data-testid^="kpi-"] h3'), []);
      assert.deepEqual(await overflowingTexts(page, '[data-testid^="kpi-"] h3'), []);
      await captureScreen(page, `german-fit-${size.width}-dashboard`);

      await openMenu(page, size.width);
      const entries = page.getByRole('menuitem');
      const labels = await entries.allInnerTexts();
      assert.ok(
        labels.some((text) => text.includes('Unterauftragsverarbeiter')),
        labels.join(),
      );
      assert.ok(
        labels.some((text) => text.includes('Workflow-Ausführungen')),
        labels.join(),
      );
      assert.deepEqual(await overflowingTexts(page, '[role="menuitem"] *'), []);
      await captureScreen(page, `german-fit-${size.width}-menu`);

      if (size.width < 600) return;
      await page.getByRole('menuitem', { name: 'Audit-Protokoll' }).click();
      await expectPath(page, '/auditlog');
      const form = page.locator('form.RaFilterForm-root, [class*="RaFilterForm"]').first();
      await expectVisible(form);
      const fit = await form.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        right: element.getBoundingClientRect().right,
        window: window.innerWidth,
        page: document.documentElement.scrollWidth,
      }));
      await captureScreen(page, `german-fit-${size.width}-auditlog`);
      assert.ok(fit.scroll <= fit.client, `filter bar ${fit.scroll} px in ${fit.client} px`);
      assert.ok(fit.right <= fit.window && fit.page <= fit.window, JSON.stringify(fit));
    });
});

const DATE_TEXTS = {
  en: { from: 'From (UTC)', message: 'Dates should be in YYYY-MM-DD format.' },
  de: { from: 'Von (UTC)', message: 'Daten müssen im Format JJJJ-MM-TT angegeben werden.' },
} as const;

describe('dates are typed as YYYY-MM-DD', () => {
  for (const locale of ['en', 'de'] as const)
    test(`the audit log's date filter takes and sends 2026-11-01 in ${locale === 'en' ? 'English' : 'German'}`, async ({
      page,
    }) => {
      await signInAdmin(page);
      await useLocale(page, locale);
      await page.goto(`${BASE_URL}/auditlog`);
      const from = page.getByLabel(DATE_TEXTS[locale].from, { exact: true });
      await expectVisible(from);

      // Typed key by key, as a user does: a browser date picker would read the keys in its own locale's order.
      // The list asks the platform with the filter in the body of POST auditlog/filter.
      const request = page.waitForRequest(
        (req) =>
          req.url().includes('/auditlog/filter') &&
          /"startDate":"2026-11-01"/.test(req.postData() ?? ''),
      );
      await from.click();
      await from.pressSequentially('2026-11-01');
      assert.equal(await from.inputValue(), '2026-11-01');
      await expectListFilter(page, { startDate: '2026-11-01' });
      await request;

      await from.fill('');
      await from.pressSequentially('2026-02-30');
      await expectVisible(page.getByText(DATE_TEXTS[locale].message));
      await captureScreen(page, `german-fit-date-filter-${locale}`);
    });
});
