import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import {
  Alert,
  Button,
  CircularProgress,
  OutlinedInput,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { useTranslate } from 'react-admin';
import { FormFieldWrapper, ModalDialog, type FormFieldError } from '../components';
import { GUARD_REASON_MAX_LENGTH } from '../contract/constants';
import { describeError } from '../dataProvider/errors';
import type { GuardFields } from '../contract/schemas/common';
import { describeSecondFactorError, isSecondFactorError } from '../session';
import { guardFieldErrorsOf, type GuardFieldError, type GuardFieldName } from './errors';
import { useGuardClassifications } from './useGuardClassifications';

export interface GuardDialogProps {
  open: boolean;
  /** i18n key (or literal text) of the title, e.g. 'Change e-mail address'. */
  title: string;
  /** What is about to change, shown above the fields. */
  description?: ReactNode;
  /**
   * Checks the fields the description holds (the changed entity's own). Runs with the guard fields' checks on
   * every confirm, so one empty submit marks every required field of the dialog; false sends nothing.
   */
  validate?: () => boolean;
  /** i18n key of the reason's label when the change names its reason more precisely ('Reason for the decision'). */
  reasonLabel?: string;
  /**
   * Sends the change with the guard fields. A rejection keeps the dialog open: guard-field errors land on their
   * field, anything else is shown above the fields; every typed value stays.
   */
  onConfirm: (guard: GuardFields) => Promise<void>;
  /** Cancel, Escape or the X button. */
  onCancel: () => void;
}

const EMPTY: GuardFields = { password: '', passCode: '', reason: '', classification: '' };
const SECURITY_CODE = /^[0-9]{6}$/;

/** RHF error → the shared FormFieldWrapper's error kinds (the 'wrongPassword' kind comes from the server). */
const toFieldError = (error: FieldError | undefined): FormFieldError | null => {
  if (!error) return null;
  if (error.type === 'wrongPassword') return { type: 'wrongPassword' };
  if (error.type === 'required') return { type: 'required' };
  return { type: 'backend', message: error.message };
};

/**
 * The confirmation of a protected change (spec section 6): password, 6-digit security code, reason (at most
 * GUARD_REASON_MAX_LENGTH characters) and a classification from the platform's list. The values live only in
 * this form's state; the parent remounts the dialog per request, so nothing survives a close.
 */
export const GuardDialog = ({
  open,
  title,
  description,
  validate,
  reasonLabel = 'guard.dialog.reason',
  onConfirm,
  onCancel,
}: GuardDialogProps) => {
  const translate = useTranslate();
  const formId = useId();
  const ids = { password: useId(), passCode: useId(), reason: useId(), classification: useId() };
  const classifications = useGuardClassifications();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GuardFields>({ defaultValues: EMPTY, mode: 'onTouched' });

  const reasonLength = Array.from(watch('reason')).length;

  const showFieldError = (fieldError: GuardFieldError) => {
    const field: GuardFieldName = fieldError.field;
    if (fieldError.kind === 'wrongPassword') setError(field, { type: 'wrongPassword' });
    else if (fieldError.kind === 'message')
      setError(field, { type: 'server', message: translate(fieldError.key, fieldError.args) });
    else setError(field, { type: 'server', message: fieldError.message });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Both checks run before either answer is used, so neither hides the other's marks.
    const entityValid = validate ? validate() : true;
    return handleSubmit(async (values) => {
      if (!entityValid) return;
      setFormError(null);
      try {
        await onConfirm(values);
      } catch (error) {
        const fieldErrors = guardFieldErrorsOf(error);
        if (fieldErrors.length > 0) {
          fieldErrors.forEach(showFieldError);
          const first = fieldErrors[0];
          if (first) setFocus(first.field, { shouldSelect: true });
          return;
        }
        if (isSecondFactorError(error)) {
          setFormError(describeSecondFactorError(error, translate));
          return;
        }
        const described = describeError(error);
        setFormError(translate(described.messageKey, described.messageArgs));
      }
    })(event);
  };

  const cancel = () => {
    if (!isSubmitting) onCancel();
  };

  const { ref: passwordRef, ...password } = register('password', { required: true });
  const { ref: passCodeRef, ...passCode } = register('passCode', {
    required: true,
    validate: (value) =>
      SECURITY_CODE.test(value.trim()) || translate('app.validation.digitsOnly', { digits: 6 }),
  });
  const { ref: reasonRef, ...reason } = register('reason', {
    validate: {
      filled: (value) => value.trim() !== '' || translate('app.validation.required'),
      short: (value) =>
        Array.from(value).length <= GUARD_REASON_MAX_LENGTH ||
        translate('app.validation.maxLength', { max: GUARD_REASON_MAX_LENGTH }),
    },
  });
  const { ref: classificationRef, ...classification } = register('classification', {
    required: true,
  });

  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={cancel}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={cancel} disabled={isSubmitting}>
            {translate('app.dialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={isSubmitting}
            startIcon={
              isSubmitting ? <CircularProgress size={16} color="inherit" /> : <ShieldOutlinedIcon />
            }
          >
            {translate(isSubmitting ? 'guard.dialog.sending' : 'guard.dialog.confirm')}
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} onSubmit={submit} noValidate spacing={1}>
        {description !== undefined && <div>{description}</div>}
        <Alert severity="info" icon={<ShieldOutlinedIcon fontSize="inherit" />}>
          <Typography variant="body2">{translate('guard.dialog.intro')}</Typography>
        </Alert>
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormFieldWrapper
          label="guard.dialog.password"
          htmlFor={ids.password}
          required
          error={toFieldError(errors.password)}
        >
          {(a11y) => (
            <OutlinedInput
              id={ids.password}
              type="password"
              autoComplete="current-password"
              size="small"
              inputRef={passwordRef}
              inputProps={a11y}
              {...password}
            />
          )}
        </FormFieldWrapper>
        <FormFieldWrapper
          label="guard.dialog.passCode"
          htmlFor={ids.passCode}
          required
          error={toFieldError(errors.passCode)}
          helperText="guard.dialog.passCodeHelp"
        >
          {(a11y) => (
            <OutlinedInput
              id={ids.passCode}
              autoComplete="one-time-code"
              size="small"
              inputRef={passCodeRef}
              inputProps={{ ...a11y, inputMode: 'numeric', maxLength: 6 }}
              sx={{ maxWidth: 200, fontFamily: 'monospace', letterSpacing: '0.2em' }}
              {...passCode}
            />
          )}
        </FormFieldWrapper>
        <FormFieldWrapper
          label="guard.dialog.classification"
          htmlFor={ids.classification}
          required
          error={
            classifications.isError
              ? { type: 'backend', message: translate('guard.dialog.classificationsFailed') }
              : toFieldError(errors.classification)
          }
        >
          {(a11y) => (
            <Select
              native
              size="small"
              input={<OutlinedInput />}
              inputRef={classificationRef}
              inputProps={{ ...a11y, id: ids.classification }}
              disabled={!classifications.data}
              {...classification}
            >
              <option value="">
                {translate(
                  classifications.isPending
                    ? 'guard.dialog.classificationsLoading'
                    : 'guard.dialog.classificationPlaceholder',
                )}
              </option>
              {(classifications.data ?? []).map((item) => (
                <option key={item.code} value={item.code}>
                  {item.label}
                </option>
              ))}
            </Select>
          )}
        </FormFieldWrapper>
        <FormFieldWrapper
          label={reasonLabel}
          htmlFor={ids.reason}
          required
          error={toFieldError(errors.reason)}
          helperText={translate('guard.dialog.reasonCounter', {
            count: reasonLength,
            max: GUARD_REASON_MAX_LENGTH,
          })}
        >
          {(a11y) => (
            <OutlinedInput
              id={ids.reason}
              multiline
              minRows={3}
              maxRows={8}
              size="small"
              inputRef={reasonRef}
              inputProps={a11y}
              {...reason}
            />
          )}
        </FormFieldWrapper>
      </Stack>
    </ModalDialog>
  );
};
