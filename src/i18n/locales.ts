import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { STORAGE_KEYS } from '../contract/storageKeys';

/**
 * What the portal's two i18nProviders share (the sign-in pages' and the admin shell's): the locales, the stored
 * choice, and a polyglot provider over catalogues where English is at hand and any other locale is fetched
 * when it is needed. The chosen locale is kept under STORAGE_KEYS.locale.
 */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['locale'];

export const isLocale = (value: unknown): value is LocaleCode =>
  LOCALES.some((entry) => entry.locale === value);

export const storedLocale = (): LocaleCode => {
  const value =
    typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.locale);
  return isLocale(value) ? value : 'en';
};

/** The page's language follows the portal's: screen readers pronounce and browsers hyphenate by it. */
const markDocumentLanguage = (locale: string): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
};

/** English is bundled; every other locale's catalogue is loaded once, on first use. */
export interface Catalogues {
  english: TranslationMessages;
  load: (locale: Exclude<LocaleCode, 'en'>) => Promise<TranslationMessages>;
}

export interface LocalisedCatalogues {
  /** Fetches a locale's catalogue once (react-admin shows its loading state meanwhile when switching). */
  loadLocale: (locale: LocaleCode) => Promise<TranslationMessages>;
  /**
   * Polyglot reads the initial locale's messages synchronously: call `loadLocale(initial)` first, or the page
   * starts in English (as it does when that catalogue could not be fetched).
   */
  createI18nProvider: (wanted?: LocaleCode) => I18nProvider;
}

export const localised = ({ english, load }: Catalogues): LocalisedCatalogues => {
  const loaded: Partial<Record<LocaleCode, TranslationMessages>> = { en: english };
  const loadLocale = async (locale: LocaleCode): Promise<TranslationMessages> =>
    (loaded[locale] ??= locale === 'en' ? english : await load(locale));
  const createI18nProvider = (wanted: LocaleCode = storedLocale()): I18nProvider => {
    const initial: LocaleCode = loaded[wanted] ? wanted : 'en';
    markDocumentLanguage(initial);
    const provider = polyglotI18nProvider(
      (locale) => {
        const code = isLocale(locale) ? locale : 'en';
        return loaded[code] ?? loadLocale(code);
      },
      initial,
      [...LOCALES],
      // A missing key shows the key itself rather than crashing; the i18n test keeps keys complete.
      { allowMissing: true },
    );
    return {
      ...provider,
      changeLocale: async (locale, options) => {
        await provider.changeLocale(locale, options);
        if (!isLocale(locale)) return;
        localStorage.setItem(STORAGE_KEYS.locale, locale);
        markDocumentLanguage(locale);
      },
    };
  };
  return { loadLocale, createI18nProvider };
};
