import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Something went wrong!' with the error text (rendered as text, so React escapes it) and a way back. */
export const FailurePanel = ({
  description,
  backHref,
}: {
  description?: string | null;
  backHref: string;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        <AlertTitle>{translate('app.messages.somethingWentWrong')}</AlertTitle>
        {description ? <Typography variant="body2">{description}</Typography> : null}
      </Alert>
      <Button variant="outlined" href={backHref}>
        {translate('app.auth.login.back')}
      </Button>
    </Stack>
  );
};
