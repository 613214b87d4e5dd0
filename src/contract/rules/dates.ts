import { EMPTY_VALUE_PLACEHOLDER } from '../constants';

/**
 * Date display helpers. Every function here works in UTC: the platform sends UTC instants, and a
 * back-office team spread over time zones must read the same timestamp. Formats follow
 * DATE_DISPLAY_FORMAT ('YYYY-MM-DD HH:mm:ss') and DATE_INPUT_FORMAT ('YYYY-MM-DD').
 */

export type DateValue = string | number | Date | null | undefined;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const toDate = (value: DateValue): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const datePart = (date: Date): string =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** 'YYYY-MM-DD HH:mm:ss' in UTC; empty or unparseable values give EMPTY_VALUE_PLACEHOLDER. */
export const formatDateTime = (value: DateValue): string => {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE_PLACEHOLDER;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${datePart(date)} ${time}`;
};

/** 'YYYY-MM-DD' in UTC; empty or unparseable values give EMPTY_VALUE_PLACEHOLDER. */
export const formatDate = (value: DateValue): string => {
  const date = toDate(value);
  return date ? datePart(date) : EMPTY_VALUE_PLACEHOLDER;
};

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True only for 'YYYY-MM-DD' strings naming a real calendar day (no 2023-02-29, no 2024-13-01). */
export const isValidDateInput = (text: string): boolean => {
  const match = DATE_INPUT.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setting the full year keeps the check exact.
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/** Today's date as 'YYYY-MM-DD' in UTC. */
export const todayDateInput = (now: Date = new Date()): string => datePart(now);
