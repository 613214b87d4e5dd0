import type { TranslationMessages } from 'react-admin';
import { mergeCatalogues } from '../merge';
import { auth } from './auth';
import { components } from './components';
import { core } from './core';
import { notifications } from './notifications';

/** The German part the sign-in pages show (the same areas as the English one in ../signIn.ts). */
export const signInGerman = mergeCatalogues(
  core,
  auth,
  components,
  notifications,
) as unknown as TranslationMessages;
