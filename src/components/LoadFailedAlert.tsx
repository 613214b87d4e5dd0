import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Code that could not be fetched (network gone, a new version deployed): the spec's "Something went wrong!"
 * with what failed and "Try again". The shell's failure page and a screen that failed to load both show it.
 */
export const LoadFailedAlert = ({
  messageKey,
  onRetry,
}: {
  /** i18n key of what could not be loaded. */
  messageKey: string;
  onRetry: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.messages.tryAgain')}
        </Button>
      }
    >
      {translate('app.messages.somethingWentWrong')} {translate(messageKey)}
    </Alert>
  );
};
