import { dateFormat, dateOrder, maxLength, required } from '../../components';

/** The report schemas live at the dataProvider boundary; this is the resource's view. */
export {
  reportSchema,
  REPORT_TYPES,
  REPORT_STATUSES,
  REPORT_DELIMITERS,
  type Report,
  type ReportType,
  type ReportConfiguration,
  type ReportCriteria,
} from '../../contract/schemas/reports';

/** The report criteria offer the statuses a verification can have. */
export { VERIFICATION_STATUSES } from '../../contract/schemas/verifications';

/** Countries the platform verifies documents of (alpha-2); labels come from Intl in the user's language. */
export const REPORT_COUNTRIES = [
  'AT',
  'BR',
  'CA',
  'CH',
  'DE',
  'ES',
  'FR',
  'GB',
  'IN',
  'IT',
  'NG',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'TR',
  'UA',
  'US',
] as const;

export const validateReportDate = [
  required(),
  dateFormat(),
  dateOrder({ start: 'startDate', end: 'endDate' }),
];
export const validateReportName = [maxLength(100)];
