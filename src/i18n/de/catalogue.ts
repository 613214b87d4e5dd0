import type { TranslationMessages } from 'react-admin';
import { raGerman } from '../ra/de';
import { withRecordNotifications } from '../recordNotifications';
import { de } from './index';

/** The whole German catalogue (react-admin's `ra.*` plus the portal's), loaded only when German is chosen. */
export const germanCatalogue = {
  ...raGerman,
  ...withRecordNotifications(de, raGerman.ra.notification, {
    created: (one) => `${one} erstellt`,
    updated: (one) => `${one} aktualisiert`,
    deleted: (one) => `${one} gelöscht`,
  }),
} as TranslationMessages;
