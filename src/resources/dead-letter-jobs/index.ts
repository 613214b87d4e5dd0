import type { DeclarationOverrides } from '../../kit';

/** The dead-letter queue (src/contract/resources/deadLetterJobs.ts): generated, with its panels on demand. */
export const deadLetterJobsOverrides: DeclarationOverrides = {
  screens: () => import('./screens'),
};
