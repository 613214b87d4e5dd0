import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The way back from a sign-in that cannot go on: the platform's sign-in page, to try another account. */
export const BackToSignIn = ({ href, onBack }: { href: string; onBack?: () => void }) => {
  const translate = useTranslate();
  return (
    <Button variant="outlined" href={href} onClick={onBack}>
      {translate('app.auth.login.back')}
    </Button>
  );
};

/** 'Something went wrong!' with the error text (rendered as text, so React escapes it) and a way back. */
export const FailurePanel = ({
  description,
  backHref,
  onBack,
}: {
  description?: string | null;
  backHref: string;
  /** Runs as the user follows the way back (before the browser leaves). */
  onBack?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        <AlertTitle>{translate('app.messages.somethingWentWrong')}</AlertTitle>
        {description ? <Typography variant="body2">{description}</Typography> : null}
      </Alert>
      <BackToSignIn href={backHref} onBack={onBack} />
    </Stack>
  );
};
