import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import type { ResourceDefinition } from '../../kit';
import { VerificationList } from './VerificationList';
import { VerificationShow } from './VerificationShow';
import { verificationReviewRoutes } from './routes';
import { verificationRecordSchema, type VerificationRow } from './schema';

/** Identity verifications of the tenant: list, show with documents and actions, and the review queue. */
export const verificationsResource: ResourceDefinition = {
  name: 'verifications',
  icon: FactCheckOutlinedIcon,
  list: VerificationList,
  show: VerificationShow,
  recordRepresentation: (record) => (record as VerificationRow).publicId,
  routes: verificationReviewRoutes,
  endpoints: {
    record: verificationRecordSchema,
    list: { key: 'verificationsFilter', kind: 'page' },
    getOne: 'verificationsGet',
  },
};

export type { Verification, VerificationRow } from './schema';
export { reviewQueuePath, REVIEW_QUEUE_PATH } from './reviewPath';
