import type { VerificationFilterBody } from '../../contract/schemas/verifications';

/**
 * The list's filter values (from the form or the URL) → the platform's filter body: a single string becomes a
 * list, empty values are dropped, numbers given as text become numbers. One pure function shared by the
 * list, the status counts, the server CSV export and the review queue.
 */
const LIST_KEYS = [
  'status',
  'source',
  'country',
  'documentType',
  'credentialCategory',
  'matchType',
] as const;
const TEXT_KEYS = ['startDate', 'endDate', 'q'] as const;
const NUMBER_KEYS = ['riskScoreMin', 'riskScoreMax'] as const;

const toList = (value: unknown): string[] | undefined => {
  const items = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  return items.length > 0 ? items : undefined;
};

const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
};

export const toVerificationFilterBody = (
  values: Readonly<Record<string, unknown>> | undefined,
): VerificationFilterBody => {
  const body: VerificationFilterBody = {};
  if (!values) return body;
  for (const key of LIST_KEYS) {
    const list = toList(values[key]);
    if (list) body[key] = list;
  }
  for (const key of TEXT_KEYS) {
    const text = values[key];
    if (typeof text === 'string' && text.trim() !== '') body[key] = text.trim();
  }
  for (const key of NUMBER_KEYS) {
    const number = toNumber(values[key]);
    if (number !== undefined) body[key] = number;
  }
  if (values.sla === 'AT_RISK' || values.sla === 'BREACHED') body.sla = values.sla;
  return body;
};
