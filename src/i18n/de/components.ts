import type { components as en } from '../en/components';

export const components = {} satisfies typeof en;
