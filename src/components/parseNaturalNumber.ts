/**
 * Pure parser behind NaturalNumberInput (spec section 5): base-10 ASCII digits only, no sign, no
 * whitespace, no exponent. The text is never trimmed or truncated: anything that is not exactly a
 * natural number yields one error, so what the user sees is what gets stored.
 */

export interface NaturalNumberOptions {
  required?: boolean;
  min?: number;
  max?: number;
  /** Maximum number of characters, leading zeros included. */
  maxLength?: number;
}

/** Error message keys (spec section 5 messages live in core.ts under app.validation). */
export const NATURAL_NUMBER_ERRORS = {
  required: 'app.validation.required',
  negative: 'app.validation.nonNegative',
  malformed: 'app.validation.number',
  min: 'app.validation.min',
  max: 'app.validation.max',
  maxLength: 'app.validation.maxLength',
} as const;

export type NaturalNumberErrorKey =
  (typeof NATURAL_NUMBER_ERRORS)[keyof typeof NATURAL_NUMBER_ERRORS];

export type NaturalNumberResult =
  { value: number | null } | { error: NaturalNumberErrorKey; args?: Record<string, number> };

const DIGITS = /^[0-9]+$/;
const NEGATIVE = /^-[0-9]+$/;

export const parseNaturalNumber = (
  text: string,
  { required = false, min, max, maxLength }: NaturalNumberOptions = {},
): NaturalNumberResult => {
  if (text === '') return required ? { error: NATURAL_NUMBER_ERRORS.required } : { value: null };
  if (NEGATIVE.test(text)) return { error: NATURAL_NUMBER_ERRORS.negative };
  if (!DIGITS.test(text)) return { error: NATURAL_NUMBER_ERRORS.malformed };
  if (maxLength !== undefined && text.length > maxLength)
    return { error: NATURAL_NUMBER_ERRORS.maxLength, args: { max: maxLength } };
  // Anything beyond a safe integer cannot be stored exactly, so it is 'above max' rather than rounded.
  const ceiling = Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (BigInt(text) > BigInt(Math.floor(ceiling)))
    return { error: NATURAL_NUMBER_ERRORS.max, args: { max: ceiling } };
  const value = Number(text);
  if (min !== undefined && value < min) return { error: NATURAL_NUMBER_ERRORS.min, args: { min } };
  return { value };
};

/** Named keys that edit or move within the field; every other printable key except digits is blocked. */
const CONTROL_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** True when a keydown may reach the field: a digit, a control/navigation key or a Ctrl/Cmd combination. */
export const isAllowedNaturalNumberKey = ({ key, ctrlKey, metaKey }: KeyLike): boolean =>
  ctrlKey || metaKey || CONTROL_KEYS.has(key) || /^[0-9]$/.test(key);
