import { useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The error kinds of spec section 5 ("Form field errors"). */
export type FormFieldError =
  | { type: 'required'; message?: string }
  | { type: 'pattern'; message?: string }
  | { type: 'numberSize'; min: number; max: number }
  /** A message from the platform, shown as given (React escapes it). */
  | { type: 'backend'; message?: string }
  | { type: 'wrongPassword' };

/** Message key per error type; `required` and `pattern` may be overridden per field. */
export const FORM_FIELD_ERROR_KEYS = {
  required: 'app.validation.required',
  pattern: 'app.validation.format',
  numberSize: 'components.formField.numberSize',
  backend: 'app.validation.backend',
  wrongPassword: 'app.errors.WRONG_PASSWORD_ERROR',
} as const satisfies Record<FormFieldError['type'], string>;

export interface FormFieldWrapperProps {
  /** i18n key (or literal text) of the label. */
  label: string;
  /** The id of the wrapped control, so the label points at it. */
  htmlFor: string;
  required?: boolean;
  error?: FormFieldError | null;
  /** i18n key (or literal text) shown under the field when there is no error. */
  helperText?: string;
  /** The field, or a function receiving the attributes that tie the field to the message. */
  children: ReactNode | ((a11y: FieldA11yProps) => ReactNode);
}

export interface FieldA11yProps {
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

/** Translated text of a field error. */
export const useFormFieldErrorText = () => {
  const translate = useTranslate();
  return (error: FormFieldError): string => {
    switch (error.type) {
      case 'required':
      case 'pattern': {
        const key = error.message ?? FORM_FIELD_ERROR_KEYS[error.type];
        return translate(key, { _: key });
      }
      case 'numberSize':
        return translate(FORM_FIELD_ERROR_KEYS.numberSize, { min: error.min, max: error.max });
      case 'backend':
        // The platform's text is already meant for the user; only a missing one gets the generic text.
        return error.message || translate(FORM_FIELD_ERROR_KEYS.backend);
      case 'wrongPassword':
        return translate(FORM_FIELD_ERROR_KEYS.wrongPassword);
    }
  };
};

/**
 * Label, field and one message line. MUI's FormControl passes `error` and `required` down to MUI
 * inputs inside it, so the wrapped field turns red with the message.
 */
export const FormFieldWrapper = ({
  label,
  htmlFor,
  required = false,
  error,
  helperText,
  children,
}: FormFieldWrapperProps) => {
  const translate = useTranslate();
  const errorText = useFormFieldErrorText();
  const messageId = useId();
  const message = error
    ? errorText(error)
    : helperText
      ? translate(helperText, { _: helperText })
      : null;
  return (
    <FormControl error={Boolean(error)} required={required} fullWidth margin="dense">
      <FormLabel htmlFor={htmlFor} sx={{ mb: 0.5 }}>
        {translate(label, { _: label })}
      </FormLabel>
      {typeof children === 'function'
        ? children({
            'aria-describedby': message ? messageId : undefined,
            'aria-invalid': Boolean(error),
          })
        : children}
      {message && (
        <FormHelperText id={messageId} role={error ? 'alert' : undefined}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
};
