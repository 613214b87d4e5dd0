import { CATEGORY_PRIORITY } from '../../contract/constants';

/** Document-like categories count as an ID, face captures as a selfie, liveness as liveness (issue 5). */
const PRIORITY_BY_CATEGORY: Readonly<Record<string, number>> = {
  ID: CATEGORY_PRIORITY.ID,
  ID_AND_ADDRESS: CATEGORY_PRIORITY.ID,
  DOCUMENT: CATEGORY_PRIORITY.ID,
  IV: CATEGORY_PRIORITY.ID,
  SELFIE: CATEGORY_PRIORITY.SELFIE,
  FACEMAP: CATEGORY_PRIORITY.SELFIE,
  LIVENESS: CATEGORY_PRIORITY.LIVENESS,
};

export const categoryPriority = (category: string): number =>
  PRIORITY_BY_CATEGORY[category] ?? CATEGORY_PRIORITY.OTHER;

/** Highest priority first; equal priorities keep the platform's order (stable sort, input untouched). */
export const orderByCategoryPriority = <T extends { category: string }>(
  credentials: readonly T[],
): T[] =>
  credentials
    .map((credential, index) => ({ credential, index }))
    .sort(
      (a, b) =>
        categoryPriority(b.credential.category) - categoryPriority(a.credential.category) ||
        a.index - b.index,
    )
    .map(({ credential }) => credential);
