export {
  runListQuery,
  listQuerySchema,
  clampPageSize,
  lowerField,
  fieldValue,
  searchTerms,
  QueryError,
  type FilterRule,
  type ListSpec,
  type Page,
  type ParsedListQuery,
} from './engine';
export { runReportQuery, reportQuerySchema, type ReportPage, type ReportQuery } from './report';
export { parseListQuery, answerListQuery } from './http';
