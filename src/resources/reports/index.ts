import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import type { ResourceDefinition } from '../../kit';
import { ReportCreate } from './ReportCreate';
import { ReportList } from './ReportList';
import { reportSchema, type Report } from './schema';

/** Data reports (spec section 7, "Data report"): list, criteria form, download, configuration, bulk delete. */
export const reportsResource: ResourceDefinition = {
  name: 'reports',
  icon: AssessmentOutlinedIcon,
  list: ReportList,
  create: ReportCreate,
  recordRepresentation: (record) => (record as Report).name,
  endpoints: {
    record: reportSchema,
    list: { key: 'reportsList', kind: 'report' },
    getOne: 'reportsGet',
    create: 'reportsCreate',
  },
};

export type { Report } from './schema';
