import { z } from 'zod';
import { declareResource } from '../declare';
import type { Authority } from '../permissions';
import { verificationRowSchema, verificationSchema } from '../schemas/verifications';

/** Who may read verifications: all scans, or (merchant staff) the scans they own. */
export const SCAN_VIEWERS: readonly Authority[] = ['PERM_SCANS_VIEW', 'PERM_SCANS_OWNED_VIEW'];

/** Who may see a credential part's image (the part's sensitivity decides which one it needs). */
export const SCAN_IMAGE_VIEWERS: readonly Authority[] = [
  'PERM_SCAN_IMAGES_VIEW',
  'PERM_SCAN_IMAGES_INSENSITIVE_VIEW',
  'PERM_SCAN_IMAGES_TEMPORARY_VIEW',
  'PERM_SCAN_IMAGES_IN_PROGRESS_VIEW',
];

/**
 * The review queue's order: the review due first (the most overdue, past the SLA, leads), then the risk score
 * (the sort rule of `reviewDueAt`); the same rule as the dashboard's SLA figures (due = transaction +
 * REVIEW_SLA_HOURS).
 */
export const REVIEW_QUEUE_SORT = { field: 'reviewDueAt', order: 'ASC' } as const;

/**
 * Identity verifications of the tenant (spec section 7: Verifications, Images), read-only as records: the platform
 * creates them, operators read, decide and clean them up through custom calls.
 *
 * - List (`POST verifications/filter`, `{content, totalElements}`) and get (`GET verifications/:id`) are the
 *   declared rows. The emulator serves the list with its own column-indexed engine (the behaviour's `handlers`,
 *   mock-server/resources/verifications.ts) and the get with the generic handler.
 * - A list row carries the declared fields; only the detail adds the `computed` ones (credentials, result,
 *   workflow ids, version…), as the platform's detail does.
 * - Status counts, images, the record's audit log, the server CSV export, the result update (guarded), image and
 *   credential masking, the wipe-out (guarded) and the replay stay hand-written rows and routes: their wire is not
 *   a declared action's (no version in the body, answers of their own). Their permissions are `customAccess`.
 */
export const verifications = declareResource({
  name: 'verifications',
  entityType: 'Verification',
  idPrefix: 'v',
  icon: 'FactCheck',
  fields: verificationRowSchema.omit({ id: true }),
  computed: verificationSchema
    .pick({
      version: true,
      updatedBy: true,
      issuingCountry: true,
      idSpecType: true,
      dateOfBirth: true,
      workflowId: true,
      workflowStatus: true,
      workflowExecutionId: true,
      credentials: true,
      result: true,
      maskingRequestedAt: true,
      replayCount: true,
      risk: true,
    })
    .partial()
    // The platform's detail names the tenant the verification belongs to.
    .extend({ tenantId: z.string().optional() }),
  // The platform keeps its own created/changed dates on the record (no creator, the version only on the detail).
  stamped: false,
  recordRepresentation: 'publicId',
  list: {
    columns: [
      'publicId',
      'status',
      'firstName',
      'lastName',
      'documentNumber',
      'country',
      'documentType',
      'riskScore',
      'matchType',
      'source',
      'transactionCreationDate',
      'createdAt',
      'updatedAt',
      'reviewDueAt',
    ],
    hiddenByDefault: ['source', 'createdAt', 'updatedAt', 'matchType'],
    // Names (either order), the document number and the public ID.
    search: ['firstName', 'lastName', 'documentNumber', 'publicId'],
    filters: [
      { source: 'status', kind: 'choice' },
      { source: 'country', kind: 'country' },
      { source: 'documentType', kind: 'choice' },
      { source: 'source', kind: 'choice' },
      { source: 'credentialCategories', kind: 'choice', keys: ['credentialCategory'] },
      { source: 'matchType', kind: 'choice' },
      { source: 'riskScore', kind: 'numberRange' },
      { source: 'transactionCreationDate', kind: 'dateRange', keys: ['startDate', 'endDate'] },
    ],
    // What the platform sorts by (the emulator's filter accepts these and indexes them); the list's sortable
    // columns are these.
    sortable: [
      'transactionCreationDate',
      'createdAt',
      'updatedAt',
      'riskScore',
      'reviewDueAt',
      'status',
    ],
    sort: { field: 'transactionCreationDate', order: 'DESC' },
    sortRules: {
      // Only pending reviews have a due time; reviews due at the same time: the riskiest first.
      reviewDueAt: { nullsLast: true, then: { field: 'riskScore', order: 'DESC' } },
    },
  },
  // The show page is hand-written (documents, images, checks, decision, audit log): no generated sections.
  show: { sections: [] },
  access: { list: SCAN_VIEWERS, show: SCAN_VIEWERS, export: SCAN_VIEWERS },
  customAccess: {
    // The queue is for deciding: who may not set a result gets no queue (and no empty decision page).
    review: ['PERM_SCANS_RESULT_EDIT'],
    images: SCAN_IMAGE_VIEWERS,
    updateResult: ['PERM_SCANS_RESULT_EDIT'],
    requestMasking: ['PERM_SCAN_IMAGES_MASK'],
    maskCredentials: ['PERM_SCAN_IMAGES_MASK'],
    wipeOut: ['PERM_SCANS_WIPE_OUT'],
    replay: ['PERM_SCANS_REPLAY'],
  },
});
