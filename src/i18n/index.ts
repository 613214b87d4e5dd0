import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { STORAGE_KEYS } from '../contract/storageKeys';
import { englishCatalogue } from './englishCatalogue';

/**
 * The polyglot i18nProvider: English (default) and German, each react-admin's own `ra.*` messages plus the
 * portal catalogue. English is always bundled; another locale's catalogue is a chunk of its own, fetched when
 * it is chosen (before the first render when it is the stored one). The chosen locale is kept under
 * STORAGE_KEYS.locale.
 */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
] as const;
export type LocaleCode = (typeof LOCALES)[number]['locale'];

const loaders: Record<LocaleCode, () => Promise<TranslationMessages>> = {
  en: () => Promise.resolve(englishCatalogue),
  de: () => import('./de/catalogue').then((module) => module.germanCatalogue),
};
const loaded: Partial<Record<LocaleCode, TranslationMessages>> = { en: englishCatalogue };

/** Fetches a locale's catalogue once (react-admin shows its loading state meanwhile when switching). */
export const loadLocale = async (locale: LocaleCode): Promise<TranslationMessages> =>
  (loaded[locale] ??= await loaders[locale]());

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

/**
 * Polyglot reads the initial locale's messages synchronously: call `loadLocale(initial)` first, or the portal
 * starts in English (as it does when that catalogue could not be fetched).
 */
export const createI18nProvider = (wanted: LocaleCode = storedLocale()): I18nProvider => {
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

let appProvider: I18nProvider | undefined;
/** The portal's provider, made on first use (after main.tsx loaded the stored locale). */
export const appI18nProvider = (): I18nProvider => (appProvider ??= createI18nProvider());
