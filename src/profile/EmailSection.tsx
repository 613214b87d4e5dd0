import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { Profile } from '../contract/schemas/profile';
import { entityFieldErrorsOf, isGuardCancelledError, useGuardedAction } from '../guard';
import { ConflictAlert } from './ConflictAlert';
import { versionConflictOf } from './errors';
import { ProfileSection } from './ProfileSection';
import { useProfileSaved } from './useProfile';

// Deliberately simple (as the shared validator): the platform does the strict check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 320;

export interface EmailSectionProps {
  profile: Profile;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onReload: () => void;
}

/** Own e-mail (PERM_OWN_EMAIL_VIEW / _EDIT): the change is guarded and versioned. */
export const EmailSection = ({ profile, canEdit, onDirtyChange, onReload }: EmailSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const saved = useProfileSaved();
  const { runGuarded, guardDialog } = useGuardedAction();
  const [conflict, setConflict] = useState<{ changedBy: string; changedAt: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' }, mode: 'onTouched' });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = handleSubmit(async ({ email }) => {
    setConflict(null);
    const next = email.trim();
    try {
      const updated = await runGuarded({
        title: 'profile.email.dialogTitle',
        description: (
          <Typography variant="body2">
            {translate('profile.email.dialogDescription', { from: profile.email, to: next })}
          </Typography>
        ),
        action: (guard) =>
          dataProvider.updateProfileEmail({ email: next, version: profile.version }, guard),
      });
      reset({ email: '' });
      await saved(updated);
      notify('profile.email.saved', { type: 'success' });
    } catch (error) {
      if (isGuardCancelledError(error)) return;
      const stale = versionConflictOf(error);
      if (stale) {
        setConflict(stale);
        return;
      }
      const detail = entityFieldErrorsOf(error).find((d) => d.field === 'email');
      if (detail) setError('email', { type: 'server', message: detail.message });
    }
  });

  return (
    <ProfileSection
      title="profile.email.title"
      icon={<AlternateEmailIcon />}
      help={canEdit ? 'profile.email.help' : undefined}
      guarded={canEdit}
    >
      {conflict && (
        <ConflictAlert
          conflict={conflict}
          onReload={() => {
            setConflict(null);
            onReload();
          }}
        />
      )}
      <Box sx={{ mb: canEdit ? 2 : 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('profile.email.current')}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 500 }} data-testid="profile-current-email">
          {profile.email}
        </Typography>
      </Box>
      {canEdit && (
        <Stack component="form" onSubmit={submit} noValidate spacing={2}>
          <TextField
            label={translate('profile.email.newEmail')}
            type="email"
            required
            fullWidth
            size="small"
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={errors.email?.message ?? ' '}
            {...register('email', {
              validate: {
                filled: (value) => value.trim() !== '' || translate('app.validation.required'),
                format: (value) => EMAIL.test(value.trim()) || translate('app.validation.email'),
                short: (value) =>
                  value.trim().length <= EMAIL_MAX_LENGTH ||
                  translate('app.validation.maxLength', { max: EMAIL_MAX_LENGTH }),
                changed: (value) =>
                  value.trim().toLowerCase() !== profile.email.toLowerCase() ||
                  translate('profile.email.unchanged'),
              },
            })}
          />
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => reset({ email: '' })} disabled={!isDirty || isSubmitting}>
              {translate('profile.discard')}
            </Button>
            <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
              {translate('profile.save')}
            </Button>
          </Stack>
        </Stack>
      )}
      {guardDialog}
    </ProfileSection>
  );
};
