import type { session as en } from '../en/session';

export const session = {} satisfies typeof en;
