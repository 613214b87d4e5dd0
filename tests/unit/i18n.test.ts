import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { messages } from '../../src/i18n/allMessages';
import { createI18nProvider } from '../../src/i18n';
import { WORKFLOW_TIMELINE_CODES } from '../../mock-server/types';

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      leaves(value as Tree, path).forEach((v, k) => out.set(k, v));
    else out.set(path, value);
  }
  return out;
};

describe('i18n catalogues', () => {
  const en = leaves(messages.en as Tree);
  const de = leaves(messages.de as Tree);

  it('English includes every react-admin message', () => {
    for (const key of leaves(englishMessages as Tree).keys()) expect(en.has(key), key).toBe(true);
  });
  it('German has every English key (ra.* included) and no extra ones', () => {
    expect([...en.keys()].filter((key) => !de.has(key))).toEqual([]);
    expect([...de.keys()].filter((key) => !en.has(key))).toEqual([]);
  });
  it('no German value is empty', () => {
    for (const [key, value] of de) {
      expect(typeof value, key).toBe('string');
      if ((en.get(key) as string).trim() !== '') expect((value as string).trim(), key).not.toBe('');
    }
  });
  it('every timeline message code the platform sends has a text in both languages', () => {
    for (const code of WORKFLOW_TIMELINE_CODES) {
      const key = `resources.workflow-executions.timeline.messages.${code}`;
      expect(en.has(key), key).toBe(true);
      expect(de.has(key), key).toBe(true);
    }
  });
  it('the page language follows the chosen locale', async () => {
    const provider = createI18nProvider('en');
    expect(document.documentElement.lang).toBe('en');
    await provider.changeLocale('de');
    expect(document.documentElement.lang).toBe('de');
    await provider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
