import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';

/** One page-size rule for the portal and the platform: whole numbers from 1 to MAX_PAGE_SIZE, else PAGE_SIZE. */
export const clampPageSize = (size: number | undefined): number => {
  if (size === undefined || !Number.isFinite(size)) return PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(size)));
};
