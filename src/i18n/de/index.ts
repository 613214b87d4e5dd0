import { core } from './core';
import { auth } from './auth';
import { shell } from './shell';
import { components } from './components';
import { session } from './session';
import { mergeCatalogues } from '../merge';

export const de = mergeCatalogues(core, auth, shell, components, session);
