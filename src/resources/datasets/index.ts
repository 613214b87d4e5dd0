import type { DeclarationOverrides } from '../../kit';

/**
 * Datasets, declared in src/contract/resources/datasets.ts: the generated list, show page and edit form, with
 * the creation from a filter of the verifications and the show page's preview.
 */
export const datasetsOverrides: DeclarationOverrides = {
  screens: () => import('./screens'),
};
