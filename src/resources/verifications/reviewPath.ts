import type { SortPayload } from 'react-admin';
import { toVerificationFilterBody } from './filterBody';

export const VERIFICATIONS_LIST_PATH = '/verifications';
export const REVIEW_QUEUE_PATH = '/verifications/review';

/**
 * The review queue's address for a list filter: the same filter and sort in react-admin's URL form; without a
 * status filter the queue holds the pending reviews.
 */
export const reviewQueuePath = (
  filterValues: Readonly<Record<string, unknown>>,
  sort?: SortPayload,
): string => {
  const filter = toVerificationFilterBody(filterValues);
  if (!filter.status) filter.status = ['REVIEW_PENDING'];
  const search = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort?.field) {
    search.set('sort', sort.field);
    search.set('order', sort.order);
  }
  return `${REVIEW_QUEUE_PATH}?${search.toString()}`;
};

/** The list's address for the queue's filter (Esc in the queue goes back there). */
export const listPathFor = (search: URLSearchParams): string => {
  const params = new URLSearchParams();
  for (const key of ['filter', 'sort', 'order'] as const) {
    const value = search.get(key);
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `${VERIFICATIONS_LIST_PATH}?${text}` : VERIFICATIONS_LIST_PATH;
};

/** Reads the queue's filter and sort from its URL (bad JSON → no filter). */
export const queueParamsOf = (search: URLSearchParams) => {
  let raw: unknown = {};
  try {
    raw = JSON.parse(search.get('filter') ?? '{}');
  } catch {
    raw = {};
  }
  const filter = toVerificationFilterBody(
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {},
  );
  if (!filter.status) filter.status = ['REVIEW_PENDING'];
  const field = search.get('sort') ?? 'transactionCreationDate';
  const order = search.get('order') === 'ASC' ? 'ASC' : 'DESC';
  return { filter, sort: { field, order } as SortPayload };
};
