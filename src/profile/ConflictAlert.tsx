import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../components';

export interface ConflictAlertProps {
  conflict: { changedBy: string; changedAt: string };
  /** Loads the latest version; what the user typed stays in the form. */
  onReload: () => void;
}

/** Explains a 412: the profile changed since it was loaded; nothing was saved, nothing typed is lost. */
export const ConflictAlert = ({ conflict, onReload }: ConflictAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('profile.conflict.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('profile.conflict.title')}</AlertTitle>
      {translate('app.errors.VERSION_CONFLICT', {
        changedBy: conflict.changedBy,
        changedAt: formatDateTime(conflict.changedAt),
      })}
    </Alert>
  );
};
