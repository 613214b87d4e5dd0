import { useMemo, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  type InputProps,
  type ValidationErrorMessageWithArgs,
  type Validator,
} from 'react-admin';
import {
  isAllowedNaturalNumberKey,
  parseNaturalNumber,
  type NaturalNumberOptions,
} from './parseNaturalNumber';

export interface NaturalNumberInputProps
  extends Omit<InputProps, 'format' | 'parse' | 'type'>, Omit<NaturalNumberOptions, 'required'> {
  required?: boolean;
  fullWidth?: boolean;
}

/** Errors that make pasted or dropped text unusable as a whole; min/max are left to validation. */
const REJECTED_INPUT = new Set([
  'app.validation.number',
  'app.validation.nonNegative',
  'app.validation.maxLength',
]);

const toText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * A non-negative integer input. The form value is a number (null when empty). Text that does not
 * parse stays in the form as typed, so validation shows why it is wrong and the form cannot be
 * submitted; nothing is ever truncated or rounded.
 */
export const NaturalNumberInput = ({
  source,
  label,
  helperText,
  required = false,
  min,
  max,
  maxLength,
  validate,
  fullWidth,
  ...rest
}: NaturalNumberInputProps) => {
  const options = useMemo(
    () => ({ required, min, max, maxLength }),
    [required, min, max, maxLength],
  );
  const validators = useMemo(() => {
    const own: Validator = (value) => {
      const result = parseNaturalNumber(toText(value), options);
      return 'error' in result ? { message: result.error, args: result.args ?? {} } : undefined;
    };
    // react-admin reads `isRequired` to mark the label with an asterisk.
    Object.assign(own, { isRequired: required });
    const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
    return [own, ...extra];
  }, [options, required, validate]);

  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({
    source,
    validate: validators,
    format: toText,
    // Only the shape (and length, which leading zeros count towards) decides number vs raw text;
    // min and max are checked by the validator on the number.
    parse: (text: string) => {
      const result = parseNaturalNumber(text, { maxLength });
      return 'value' in result ? result.value : text;
    },
    ...rest,
  });
  const [rejection, setRejection] = useState<ValidationErrorMessageWithArgs | null>(null);

  /** Text the field would hold if `inserted` replaced the current selection. */
  const textAfterInsert = (target: HTMLInputElement, inserted: string) => {
    const start = target.selectionStart ?? target.value.length;
    const end = target.selectionEnd ?? target.value.length;
    return target.value.slice(0, start) + inserted + target.value.slice(end);
  };

  const checkInserted = (
    event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>,
    inserted: string,
  ) => {
    const result = parseNaturalNumber(textAfterInsert(event.currentTarget, inserted), options);
    if ('error' in result && REJECTED_INPUT.has(result.error)) {
      event.preventDefault();
      setRejection({ message: result.error, args: result.args ?? {} });
    }
  };

  const shownError = rejection ?? (invalid ? error?.message : undefined);

  return (
    <TextField
      id={id}
      {...field}
      value={toText(field.value)}
      onChange={(event) => {
        // Catches what keydown cannot see (IME, autofill): non-digits never reach the form.
        if (/[^0-9]/.test(event.target.value)) {
          setRejection({ message: 'app.validation.number', args: {} });
          return;
        }
        setRejection(null);
        field.onChange(event);
      }}
      onBlur={() => {
        setRejection(null);
        field.onBlur();
      }}
      label={
        label === false || label === '' ? null : (
          <FieldTitle
            label={label}
            source={source}
            resource={rest.resource}
            isRequired={isRequired}
          />
        )
      }
      error={Boolean(shownError)}
      helperText={<InputHelperText error={shownError} helperText={helperText} />}
      fullWidth={fullWidth}
      // On the <input> itself (TextField would put them on its wrapper), so currentTarget is the input.
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'off',
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            if (!isAllowedNaturalNumberKey(event)) event.preventDefault();
          },
          onPaste: (event: ClipboardEvent<HTMLInputElement>) =>
            checkInserted(event, event.clipboardData.getData('text')),
          onDrop: (event: DragEvent<HTMLInputElement>) =>
            checkInserted(event, event.dataTransfer.getData('text')),
        },
      }}
      className="ra-input"
      margin="dense"
      size="small"
    />
  );
};
