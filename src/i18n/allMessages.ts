import type { TranslationMessages } from 'react-admin';
import { germanCatalogue } from './de/catalogue';
import { englishCatalogue } from './englishCatalogue';
import type { LocaleCode } from './index';

/**
 * Every catalogue at once, for the checks that compare locales (tests, tooling). The portal itself never imports
 * this: it loads a locale other than English only when it is chosen (src/i18n/index.ts).
 */
export const messages: Record<LocaleCode, TranslationMessages> = {
  en: englishCatalogue,
  de: germanCatalogue,
};
