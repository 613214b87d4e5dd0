import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { STORAGE_KEYS } from '../contract/storageKeys';
import { en } from './en';
import { de } from './de';
import { raGerman } from './ra/de';

/**
 * The polyglot i18nProvider: English (default) and German, each react-admin's own `ra.*` messages plus the
 * portal catalogue. The chosen locale is kept under STORAGE_KEYS.locale.
 */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['locale'];

export const messages: Record<LocaleCode, TranslationMessages> = {
  en: { ...englishMessages, ...en } as TranslationMessages,
  de: { ...raGerman, ...de } as TranslationMessages,
};

const isLocale = (value: unknown): value is LocaleCode =>
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

export const createI18nProvider = (initial: LocaleCode = storedLocale()): I18nProvider => {
  markDocumentLanguage(initial);
  const provider = polyglotI18nProvider(
    (locale) => messages[isLocale(locale) ? locale : 'en'],
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

export const i18nProvider = createI18nProvider();
