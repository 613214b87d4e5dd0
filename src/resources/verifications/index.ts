import { lazy } from 'react';
import { verifications } from '../../contract/resources/verifications';
import { resourceFromDeclaration, type ResourceDefinition } from '../../kit';
import { verificationReviewRoutes } from './routes';
import { verificationRecordSchema } from './schema';

const statusKey = (value: string) => `resources.verifications.status.${value}`;

const declared = resourceFromDeclaration(verifications, {
  views: {
    // Status tabs with counts, the server CSV export and 'Review next' over the list's filter.
    list: () => import('./VerificationList'),
    // Documents and selfie, credentials with their images, the decision and the operator actions, the audit log.
    show: () => import('./VerificationShow'),
  },
  // The review queue (`/verifications/review`).
  routes: verificationReviewRoutes,
  // The status words the tabs, chips and filters already use; a decision's outcome is the status it sets.
  fields: {
    status: { choiceKey: statusKey },
    'result.decision': { choiceKey: statusKey },
  },
});

/**
 * Identity verifications of the tenant, declared (src/contract/resources/verifications.ts): the endpoint rows of
 * the list and the detail, the access entry and the menu entry come from the declaration; the list, the show page
 * and the review queue are hand-written screens plugged into it. Answers are parsed as a list row or a detail
 * (the detail is a superset), as the custom methods parse them.
 */
export const verificationsResource: ResourceDefinition = {
  ...declared,
  endpoints: { ...declared.endpoints!, record: verificationRecordSchema },
};

export type { Verification, VerificationRow } from './schema';
export { reviewQueuePath, REVIEW_QUEUE_PATH } from './reviewPath';

/**
 * The document beside the selfie, for another resource's screen (the tagging view): loaded with that screen, so
 * the verification screens stay out of the first page.
 */
export const DocumentAndSelfie = lazy(() =>
  import('./VerificationSections').then((module) => ({ default: module.DocumentAndSelfie })),
);
