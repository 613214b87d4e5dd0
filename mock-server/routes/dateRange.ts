import { isValidDateInput } from '../../src/components/dates';
import { validationError } from '../http/errors';

export const DATE_FORMAT_MESSAGE = 'Dates should be in YYYY-MM-DD format.';
export const DATE_ORDER_MESSAGE = 'The order of the dates is incorrect.';

/**
 * A `startDate`/`endDate` pair of YYYY-MM-DD days (both optional) checked with the spec's messages (format first,
 * then order), answered as inclusive ISO bounds over whole UTC days. Empty values mean "no bound".
 */
export const parseDateRange = (
  input: Record<string, unknown>,
): { from: string | undefined; to: string | undefined } => {
  const details = (['startDate', 'endDate'] as const).flatMap((field) => {
    const value = input[field];
    if (value === undefined || value === null || value === '') return [];
    return typeof value === 'string' && isValidDateInput(value)
      ? []
      : [{ field, code: 'DATE_FORMAT', message: DATE_FORMAT_MESSAGE }];
  });
  if (details.length) throw validationError(details);
  const start = typeof input.startDate === 'string' && input.startDate ? input.startDate : '';
  const end = typeof input.endDate === 'string' && input.endDate ? input.endDate : '';
  if (start && end && start > end)
    throw validationError([{ field: 'endDate', code: 'DATE_ORDER', message: DATE_ORDER_MESSAGE }]);
  return {
    from: start ? `${start}T00:00:00.000Z` : undefined,
    to: end ? `${end}T23:59:59.999Z` : undefined,
  };
};
