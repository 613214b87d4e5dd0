import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadLocale } from '../../src/i18n';

/** German is a chunk of its own: fetched when chosen, or before the first render when it is the stored locale. */
describe('locales on demand', () => {
  it('starts in English while the German catalogue is not loaded, then switches once it is', async () => {
    const provider = createI18nProvider('de');
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('ra.action.save')).toBe('Save');

    await provider.changeLocale('de');
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
  });

  it('starts in German at once when its catalogue was loaded first', async () => {
    await loadLocale('de');
    const provider = createI18nProvider('de');
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
    expect(document.documentElement.lang).toBe('de');
  });
});
