import { reports } from '../../contract/resources/reports';
import { resourceFromDeclaration } from '../../kit';

/**
 * Data reports, declared in src/contract/resources/reports.ts (spec section 7, "Data report"): the hand-written
 * list (per-type download and bulk delete, the configuration) and criteria form plug in as views.
 */
export const reportsResource = resourceFromDeclaration(reports, {
  views: {
    list: () => import('./ReportList').then((m) => ({ default: m.ReportList })),
    create: () => import('./ReportCreate').then((m) => ({ default: m.ReportCreate })),
  },
});

export type { Report } from './schema';
