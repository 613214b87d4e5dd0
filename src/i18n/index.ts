import type { I18nProvider } from 'react-admin';
import { englishCatalogue } from './englishCatalogue';
import { localised } from './locales';

export { LOCALES, storedLocale, type LocaleCode } from './locales';

/**
 * The admin shell's i18nProvider: English (default) and German, each react-admin's own `ra.*` messages plus the
 * portal catalogue. English is bundled with the shell; German is a chunk of its own, fetched when it is chosen
 * (before the first render when it is the stored one). The sign-in pages use their part of the same
 * catalogues (signIn.ts).
 */
export const { loadLocale, createI18nProvider } = localised({
  english: englishCatalogue,
  load: () => import('./de/catalogue').then((module) => module.germanCatalogue),
});

let appProvider: I18nProvider | undefined;
/** The portal's provider, made on first use (after the shell loaded the stored locale). */
export const appI18nProvider = (): I18nProvider => (appProvider ??= createI18nProvider());
