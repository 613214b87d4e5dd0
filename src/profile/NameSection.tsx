import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { Profile } from '../contract/schemas/profile';
import { entityFieldErrorsOf } from '../guard';
import { ConflictAlert } from './ConflictAlert';
import { versionConflictOf } from './errors';
import { ProfileSection } from './ProfileSection';
import { useProfileSaved } from './useProfile';

/** The platform accepts 1..100 characters per name part. */
export const NAME_MAX_LENGTH = 100;

interface NameValues {
  firstName: string;
  lastName: string;
}

export interface NameSectionProps {
  profile: Profile;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onReload: () => void;
}

const namesOf = (profile: Profile): NameValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
});

/** Own name (PERM_OWN_NAME_VIEW / _EDIT): a plain, versioned change. */
export const NameSection = ({ profile, canEdit, onDirtyChange, onReload }: NameSectionProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const saved = useProfileSaved();
  const [conflict, setConflict] = useState<{ changedBy: string; changedAt: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<NameValues>({ defaultValues: namesOf(profile), mode: 'onTouched' });

  // A newer profile (after a reload or another section's save) becomes the baseline; typed values stay.
  useEffect(() => {
    reset(namesOf(profile), { keepDirtyValues: true });
  }, [profile, reset]);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const rules = {
    validate: {
      filled: (value: string) => value.trim() !== '' || translate('app.validation.required'),
      short: (value: string) =>
        value.trim().length <= NAME_MAX_LENGTH ||
        translate('app.validation.maxLength', { max: NAME_MAX_LENGTH }),
    },
  };

  const submit = handleSubmit(async (values) => {
    setConflict(null);
    try {
      const updated = await dataProvider.updateProfileName({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        version: profile.version,
      });
      reset(namesOf(updated));
      await saved(updated);
      notify('profile.name.saved', { type: 'success' });
    } catch (error) {
      const stale = versionConflictOf(error);
      if (stale) {
        setConflict(stale);
        return;
      }
      for (const detail of entityFieldErrorsOf(error))
        if (detail.field === 'firstName' || detail.field === 'lastName')
          setError(detail.field, { type: 'server', message: detail.message });
      // Anything else has been notified by the error path; the typed values stay.
    }
  });

  return (
    <ProfileSection title="profile.name.title" icon={<BadgeOutlinedIcon />}>
      {conflict && (
        <ConflictAlert
          conflict={conflict}
          onReload={() => {
            setConflict(null);
            onReload();
          }}
        />
      )}
      <Stack component="form" onSubmit={submit} noValidate spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={translate('profile.name.firstName')}
            required
            fullWidth
            size="small"
            autoComplete="given-name"
            disabled={!canEdit}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName?.message ?? ' '}
            {...register('firstName', rules)}
          />
          <TextField
            label={translate('profile.name.lastName')}
            required
            fullWidth
            size="small"
            autoComplete="family-name"
            disabled={!canEdit}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName?.message ?? ' '}
            {...register('lastName', rules)}
          />
        </Stack>
        {canEdit && (
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => reset(namesOf(profile))} disabled={!isDirty || isSubmitting}>
              {translate('profile.discard')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!isDirty || isSubmitting}
              startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}
            >
              {translate(isSubmitting ? 'profile.saving' : 'profile.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </ProfileSection>
  );
};
