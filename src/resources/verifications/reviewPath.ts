import type { SortPayload } from 'react-admin';
import { REVIEW_QUEUE_SORT } from '../../contract/resources/verifications';
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

/**
 * Reads the queue's filter from its URL (bad JSON → no filter). The queue's order is its own, whatever the
 * list's sort (kept in the URL for the way back): the most overdue review first, the riskiest of equally due
 * ones next (REVIEW_QUEUE_SORT and the declared sort rule of `reviewDueAt`).
 */
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
  return { filter, sort: { ...REVIEW_QUEUE_SORT } as SortPayload };
};
