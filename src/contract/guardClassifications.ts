/** The change classifications of `GET v1/guard/classifications`; a guarded change must name one of these. */
export const GUARD_CLASSIFICATIONS = [
  { code: 'CUSTOMER_REQUEST', label: 'Customer request' },
  { code: 'REGULATORY', label: 'Regulatory requirement' },
  { code: 'INCIDENT', label: 'Incident response' },
  { code: 'MAINTENANCE', label: 'Maintenance' },
  { code: 'OTHER', label: 'Other' },
] as const;

export const isClassification = (code: unknown): code is string =>
  typeof code === 'string' && GUARD_CLASSIFICATIONS.some((c) => c.code === code);
