import { TextInput, useTranslate, type TextInputProps, type Validator } from 'react-admin';
import { dateFormat } from './validators';

const DIGITS_AND_DASHES = /^[\d-]*$/;

/**
 * Puts the dashes of YYYY-MM-DD between typed digits ('20261101' and '2026-1101' become '2026-11-01'), keeping a
 * dash the user just typed after the year or the month. Anything else (letters, dots, slashes) stays as typed,
 * for the format check to name. Empty gives null, as react-admin's own inputs store it.
 */
export const maskDateInput = (text: string): string | null => {
  if (text === '') return null;
  if (!DIGITS_AND_DASHES.test(text)) return text;
  const digits = text.replaceAll('-', '').slice(0, 8);
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean);
  const dashTyped = text.endsWith('-') && (digits.length === 4 || digits.length === 6);
  return parts.join('-') + (dashTyped ? '-' : '');
};

const validatorsOf = (validate: TextInputProps['validate']): Validator[] => [
  dateFormat(),
  ...(validate === undefined ? [] : Array.isArray(validate) ? validate : [validate]),
];

export type DateTextInputProps = Omit<TextInputProps, 'type' | 'parse'>;

/**
 * The portal's one date input: a day typed and shown as YYYY-MM-DD (the platform's format) whatever the browser's
 * locale, where a native date input would show and read mm/dd/yyyy or dd.mm.yyyy. It stores the same
 * 'YYYY-MM-DD' string a native date input does, and refuses anything that is not a real calendar day with
 * 'Dates should be in YYYY-MM-DD format.'.
 */
export const DateTextInput = ({ validate, inputProps, ...props }: DateTextInputProps) => {
  const translate = useTranslate();
  return (
    <TextInput
      {...props}
      validate={validatorsOf(validate)}
      parse={maskDateInput}
      placeholder={translate('app.dateInput.placeholder')}
      inputProps={{ inputMode: 'numeric', maxLength: 10, autoComplete: 'off', ...inputProps }}
      InputLabelProps={{ shrink: true }}
    />
  );
};
