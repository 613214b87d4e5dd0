import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

/** English, the default and the fallback: react-admin's `ra.*` plus the portal's catalogue, always bundled. */
export const englishCatalogue = { ...englishMessages, ...en } as TranslationMessages;
