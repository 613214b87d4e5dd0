import type { TranslationMessages } from 'react-admin';
import { auth } from './en/auth';
import { components } from './en/components';
import { core } from './en/core';
import { notifications } from './en/notifications';
import { mergeCatalogues } from './merge';
import { localised } from './locales';

/**
 * The sign-in pages' part of the catalogues: the areas the sign-in, tenant and code-exchange pages show (the
 * spec's messages and errors, the sign-in words, the cookie-consent bar). These pages load before the admin
 * shell, so they carry these few areas rather than every screen's words; the area modules are the same ones
 * the full catalogues are made of (`en/index.ts`, `de/index.ts`).
 */
export const signInEnglish = mergeCatalogues(
  core,
  auth,
  components,
  notifications,
) as unknown as TranslationMessages;

export const signInI18n = localised({
  english: signInEnglish,
  load: () => import('./de/signIn').then((module) => module.signInGerman),
});
