import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Stack, TextField } from '@mui/material';
import PasswordIcon from '@mui/icons-material/Password';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { entityFieldErrorsOf, isGuardCancelledError, useGuardedAction } from '../guard';
import { isStrongPassword } from '../pages/setup/PasswordSetupPage';
import { ProfileSection } from './ProfileSection';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

export interface PasswordSectionProps {
  onDirtyChange: (dirty: boolean) => void;
}

/** Own password (PERM_OWN_PASSWORD_CHANGE): current password, new password twice; the change is guarded. */
export const PasswordSection = ({ onDirtyChange }: PasswordSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { runGuarded, guardDialog } = useGuardedAction();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PasswordValues>({ defaultValues: EMPTY, mode: 'onTouched' });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await runGuarded({
        title: 'profile.password.dialogTitle',
        description: (
          <Alert severity="warning">{translate('profile.password.dialogDescription')}</Alert>
        ),
        action: (guard) =>
          dataProvider.changeProfilePassword({ currentPassword, newPassword }, guard),
      });
      reset(EMPTY);
      notify('profile.password.saved', { type: 'success' });
    } catch (error) {
      if (isGuardCancelledError(error)) return;
      for (const detail of entityFieldErrorsOf(error)) {
        if (detail.field === 'currentPassword')
          setError('currentPassword', {
            type: 'server',
            message:
              detail.code === 'WRONG_PASSWORD_ERROR'
                ? translate('app.errors.WRONG_PASSWORD_ERROR')
                : detail.message,
          });
        if (detail.field === 'newPassword')
          setError('newPassword', {
            type: 'server',
            message:
              detail.code === 'WEAK_PASSWORD' ? translate('profile.password.rule') : detail.message,
          });
      }
    }
  });

  const required = (value: string) => value !== '' || translate('app.validation.required');

  return (
    <ProfileSection
      title="profile.password.title"
      icon={<PasswordIcon />}
      help="profile.password.help"
      guarded
    >
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        <TextField
          label={translate('profile.password.current')}
          type="password"
          required
          fullWidth
          size="small"
          autoComplete="current-password"
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message ?? ' '}
          {...register('currentPassword', { validate: { required } })}
        />
        <TextField
          label={translate('profile.password.newPassword')}
          type="password"
          required
          fullWidth
          size="small"
          autoComplete="new-password"
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword?.message ?? translate('profile.password.rule')}
          {...register('newPassword', {
            validate: {
              required,
              strong: (value) => isStrongPassword(value) || translate('profile.password.rule'),
              differs: (value, all) =>
                value !== all.currentPassword || translate('profile.password.sameAsCurrent'),
            },
            deps: ['confirmation'],
          })}
        />
        <TextField
          label={translate('profile.password.confirmation')}
          type="password"
          required
          fullWidth
          size="small"
          autoComplete="new-password"
          error={Boolean(errors.confirmation)}
          helperText={errors.confirmation?.message ?? ' '}
          {...register('confirmation', {
            validate: {
              required,
              same: (value, all) =>
                value === all.newPassword || translate('profile.password.mismatch'),
            },
          })}
        />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={() => reset(EMPTY)} disabled={!isDirty || isSubmitting}>
            {translate('profile.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
            {translate('profile.save')}
          </Button>
        </Stack>
      </Stack>
      {guardDialog}
    </ProfileSection>
  );
};
