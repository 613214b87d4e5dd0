/**
 * react-admin compatible validators with the exact messages of spec section 5. Each returns undefined
 * when the value is fine, or `{ message, args }` that react-admin translates. Empty values pass every
 * validator except `required` and `requiredFormat`, so validators compose.
 */
import { isValidDateInput, todayDateInput } from '../contract/rules/dates';

export { containsChineseCharacters } from './containsChineseCharacters';
export { isTextFile, isCsvFile, isPdfFile } from './fileTypeChecks';

/** Same shape as react-admin's ValidationErrorMessageWithArgs (args always present). */
export interface ValidationMessage {
  message: string;
  args: Record<string, string | number>;
}

export type Validator = ((
  value: unknown,
  allValues?: Record<string, unknown>,
) => ValidationMessage | undefined) & { isRequired?: boolean };

const fail = (message: string, args: ValidationMessage['args'] = {}): ValidationMessage => ({
  message,
  args,
});

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Builds a validator that skips empty values. */
const whenPresent =
  (
    check: (value: unknown, allValues: Record<string, unknown>) => ValidationMessage | undefined,
  ): Validator =>
  (value, allValues = {}) =>
    isEmpty(value) ? undefined : check(value, allValues);

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  return Number(value);
};

/** 'This field is required!'; flagged so react-admin marks the label as required. */
export const required = (): Validator => {
  const validator: Validator = (value) =>
    isEmpty(value) ? fail('app.validation.required') : undefined;
  validator.isRequired = true;
  return validator;
};

// Deliberately simple: one @, no spaces, a dot in the domain. The platform does the strict check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = (): Validator =>
  whenPresent((value) => (EMAIL.test(String(value)) ? undefined : fail('app.validation.email')));

export const number = (): Validator =>
  whenPresent((value) => (asNumber(value) === null ? fail('app.validation.number') : undefined));

/** Exactly `length` ASCII digits, e.g. a 6-digit security code. */
export const digitsOnly = (length: number): Validator =>
  whenPresent((value) =>
    new RegExp(`^[0-9]{${length}}$`).test(String(value))
      ? undefined
      : fail('app.validation.digitsOnly', { digits: length }),
  );

export const nonNegative = (): Validator =>
  whenPresent((value) => {
    const parsed = asNumber(value);
    if (parsed === null) return fail('app.validation.number');
    return parsed < 0 ? fail('app.validation.nonNegative') : undefined;
  });

export const minValue = (min: number): Validator =>
  whenPresent((value) => {
    const parsed = asNumber(value);
    if (parsed === null) return fail('app.validation.number');
    return parsed < min ? fail('app.validation.min', { min }) : undefined;
  });

export const maxValue = (max: number): Validator =>
  whenPresent((value) => {
    const parsed = asNumber(value);
    if (parsed === null) return fail('app.validation.number');
    return parsed > max ? fail('app.validation.max', { max }) : undefined;
  });

/** Counts code points, so an emoji or a supplementary-plane ideograph counts as one character. */
export const maxLength = (max: number): Validator =>
  whenPresent((value) =>
    Array.from(String(value)).length > max ? fail('app.validation.maxLength', { max }) : undefined,
  );

/** 'Wrong format!' when the value does not match. */
export const pattern = (regex: RegExp): Validator =>
  whenPresent((value) => (regex.test(String(value)) ? undefined : fail('app.validation.format')));

/** 'Incorrect input' when a domain check rejects the value. */
export const acceptedInput = (isAccepted: (value: unknown) => boolean): Validator =>
  whenPresent((value) => (isAccepted(value) ? undefined : fail('app.validation.incorrectInput')));

/** 'Missing value or invalid format': one message for both, e.g. for a mandatory identifier. */
export const requiredFormat = (regex: RegExp): Validator => {
  const validator: Validator = (value) =>
    isEmpty(value) || !regex.test(String(value))
      ? fail('app.validation.missingOrInvalid')
      : undefined;
  validator.isRequired = true;
  return validator;
};

/** 'Dates should be in YYYY-MM-DD format.' for anything that is not a real calendar date. */
export const dateFormat = (): Validator =>
  whenPresent((value) =>
    isValidDateInput(String(value)) ? undefined : fail('app.validation.dateFormat'),
  );

/** "The selected date can't be in the past." Today (UTC) is allowed. */
export const notInPast = (now: () => Date = () => new Date()): Validator =>
  whenPresent((value) => {
    const text = String(value);
    if (!isValidDateInput(text)) return fail('app.validation.dateFormat');
    return text < todayDateInput(now()) ? fail('app.validation.dateInPast') : undefined;
  });

/**
 * 'The order of the dates is incorrect.' when the start date lies after the end date. Put it on
 * either field; it reads both from the form values. Missing or malformed dates are left to dateFormat.
 */
export const dateOrder =
  ({ start, end }: { start: string; end: string }): Validator =>
  (_value, allValues = {}) => {
    const from = allValues[start];
    const to = allValues[end];
    if (typeof from !== 'string' || typeof to !== 'string') return undefined;
    if (!isValidDateInput(from) || !isValidDateInput(to)) return undefined;
    return from > to ? fail('app.validation.dateOrder') : undefined;
  };
