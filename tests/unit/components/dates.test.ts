import { formatDate, formatDateTime, isValidDateInput } from '../../../src/contract/rules/dates';
import { EMPTY_VALUE_PLACEHOLDER } from '../../../src/contract/constants';

describe('dates (UTC)', () => {
  it('formats instants as YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(formatDateTime('2025-03-09T07:05:03Z')).toBe('2025-03-09 07:05:03');
    expect(formatDateTime('2025-03-09T23:30:00-02:00')).toBe('2025-03-10 01:30:00');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 0, 0, 0))).toBe('2024-01-01 00:00:00');
    expect(formatDateTime(new Date(Date.UTC(1999, 11, 31, 23, 59, 59)))).toBe(
      '1999-12-31 23:59:59',
    );
  });

  it('formats dates as YYYY-MM-DD in UTC, keeping date-only strings as they are', () => {
    expect(formatDate('2025-03-09')).toBe('2025-03-09');
    expect(formatDate('2025-03-09T23:30:00-02:00')).toBe('2025-03-10');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])(
    'shows the placeholder for %j',
    (value) => {
      expect(formatDateTime(value)).toBe(EMPTY_VALUE_PLACEHOLDER);
      expect(formatDate(value)).toBe(EMPTY_VALUE_PLACEHOLDER);
    },
  );

  it('accepts only real calendar dates in YYYY-MM-DD', () => {
    expect(isValidDateInput('2024-02-29')).toBe(true);
    expect(isValidDateInput('2000-02-29')).toBe(true);
    expect(isValidDateInput('0050-06-15')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-00-10',
      '2024-12-32',
      '2024-2-1',
      '2024-02-01T00:00',
      '',
    ])
      expect(isValidDateInput(bad)).toBe(false);
  });
});
