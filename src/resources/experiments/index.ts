import type { DeclarationOverrides } from '../../kit';
import { experimentTaggingRoutes } from './routes';

/**
 * Experiments, declared in src/contract/resources/experiments.ts: the generated list, show page and forms, with
 * the statistics, the CSV search and the tagging view.
 */
export const experimentsOverrides: DeclarationOverrides = {
  screens: () => import('./screens'),
  routes: experimentTaggingRoutes,
};
