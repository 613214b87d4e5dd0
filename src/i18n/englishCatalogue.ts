import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';
import { raEnglishOverrides } from './ra/en';
import { withRecordNotifications } from './recordNotifications';

const ra = englishMessages.ra;

/** English, the default and the fallback: react-admin's `ra.*` plus the portal's catalogue, always bundled. */
export const englishCatalogue = {
  ...englishMessages,
  ra: { ...ra, notification: { ...ra.notification, ...raEnglishOverrides.notification } },
  ...withRecordNotifications(en, ra.notification, {
    created: (one) => `${one} created`,
    updated: (one) => `${one} updated`,
    deleted: (one) => `${one} deleted`,
  }),
} as TranslationMessages;
