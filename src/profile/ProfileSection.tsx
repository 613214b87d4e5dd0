import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';

export interface ProfileSectionProps {
  /** i18n key of the heading. */
  title: string;
  icon: ReactNode;
  /** i18n key of the explanation under the heading. */
  help?: string;
  /** Shows the "Protected change" marker: saving opens the guard dialog. */
  guarded?: boolean;
  children: ReactNode;
}

/** One card of the profile page, labelled by its heading (a `region` landmark for screen readers). */
export const ProfileSection = ({ title, icon, help, guarded, children }: ProfileSectionProps) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: help ? 0.5 : 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate(title)}
          </Typography>
          {guarded && (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              icon={<LockOutlinedIcon />}
              label={translate('profile.protectedChip')}
            />
          )}
        </Stack>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(help)}
          </Typography>
        )}
        <Divider sx={{ mb: 2 }} />
        {children}
      </CardContent>
    </Card>
  );
};
