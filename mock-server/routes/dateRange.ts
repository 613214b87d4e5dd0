import { isValidDateInput } from '../../src/contract/rules/dates';
import { validationError } from '../http/errors';

export const DATE_FORMAT_MESSAGE = 'Dates should be in YYYY-MM-DD format.';
export const DATE_ORDER_MESSAGE = 'The order of the dates is incorrect.';

/**
 * A pair of YYYY-MM-DD days (both optional; `startDate`/`endDate` unless other field names are given) checked
 * with the spec's messages (format first, then order), answered as inclusive ISO bounds over whole UTC days.
 * Empty values mean "no bound". Errors name the caller's own fields.
 */
export const parseDateRange = (
  input: Record<string, unknown>,
  fields: { start: string; end: string } = { start: 'startDate', end: 'endDate' },
): { from: string | undefined; to: string | undefined } => {
  const details = [fields.start, fields.end].flatMap((field) => {
    const value = input[field];
    if (value === undefined || value === null || value === '') return [];
    return typeof value === 'string' && isValidDateInput(value)
      ? []
      : [{ field, code: 'DATE_FORMAT', message: DATE_FORMAT_MESSAGE }];
  });
  if (details.length) throw validationError(details);
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const start = text(input[fields.start]);
  const end = text(input[fields.end]);
  if (start && end && start > end)
    throw validationError([{ field: fields.end, code: 'DATE_ORDER', message: DATE_ORDER_MESSAGE }]);
  return {
    from: start ? `${start}T00:00:00.000Z` : undefined,
    to: end ? `${end}T23:59:59.999Z` : undefined,
  };
};
