import type { auth as en } from '../en/auth';

export const auth = {} satisfies typeof en;
