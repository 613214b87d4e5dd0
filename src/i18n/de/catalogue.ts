import type { TranslationMessages } from 'react-admin';
import { raGerman } from '../ra/de';
import { de } from './index';

/** The whole German catalogue (react-admin's `ra.*` plus the portal's), loaded only when German is chosen. */
export const germanCatalogue = { ...raGerman, ...de } as TranslationMessages;
