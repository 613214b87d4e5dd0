/** Verification records as the platform answers them, for the component tests. */
export const row = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `v-${n}`,
  publicId: `PUB-${n}`,
  status: 'REVIEW_PENDING',
  source: 'WEB',
  country: { code: 'DEU', label: 'Germany', alpha2: 'DE' },
  documentType: 'ID_CARD',
  credentialCategories: ['ID', 'SELFIE'],
  riskScore: 30 + n,
  matchType: 'NO_MATCH',
  firstName: `First${n}`,
  lastName: `Last${n}`,
  documentNumber: `DOC${n}`,
  createdAt: '2026-11-01T10:00:00.000Z',
  transactionCreationDate: '2026-11-01T09:59:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  completedAt: null,
  workflowName: 'Standard KYC',
  wipedOutAt: null,
  reviewDueAt: '2026-11-02T09:59:00.000Z',
  ...extra,
});

const credential = (id: string, category: string, classifier: string) => ({
  id,
  category,
  channel: 'WEB',
  decisionSummary: { type: 'PASSED', details: null },
  capabilities: [{ name: 'IMAGE_CHECKS', decision: 'PASSED' }],
  parts: [
    {
      id: `${id}-p1`,
      classifier,
      sensitivity: 'SENSITIVE',
      mimeType: 'image/png',
      href: `v1/verifications/x/images/${id}-p1`,
      maskedAt: null,
    },
  ],
  wipedOutAt: null,
});

export const detail = (n: number, extra: Record<string, unknown> = {}) => ({
  ...row(n),
  version: 1,
  updatedBy: 'system',
  issuingCountry: 'DE',
  idSpecType: 'TD1',
  workflowId: 'wf-1',
  workflowStatus: 'COMPLETED',
  workflowExecutionId: `we-${n}`,
  // Deliberately not in priority order: the page must sort them.
  credentials: [
    credential(`c${n}-live`, 'LIVENESS', 'LIVENESS_FRAME'),
    credential(`c${n}-other`, 'UTILITY_BILL', 'PAGE'),
    credential(`c${n}-selfie`, 'SELFIE', 'FACE'),
    credential(`c${n}-id`, 'ID', 'FRONT'),
  ],
  result: null,
  maskingRequestedAt: null,
  replayCount: 0,
  ...extra,
});

/** A real PNG signature, so the image component infers `.png`. */
export const pngBlob = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], {
    type: 'image/png',
  });
