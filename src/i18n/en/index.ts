import { core } from './core';
import { auth } from './auth';
import { shell } from './shell';
import { components } from './components';
import { session } from './session';
import { mergeCatalogues } from '../merge';

/**
 * The one English catalogue. Area modules keep files small; the merged object is the type that every other
 * locale must satisfy, and `tests/unit/i18n.test.ts` fails when a key is missing on either side.
 */
export const en = mergeCatalogues(core, auth, shell, components, session);
export type Catalogue = typeof en;
