import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModalDialog } from '../../components';
import type { BulkResult } from './schema';

export interface BulkOutcome {
  succeeded: number;
  failed: number;
  results: BulkResult[];
  /** i18n key of the heading above the failures. */
  failuresHeading: string;
}

const KNOWN_REASONS = new Set([
  'OWN_ACCOUNT',
  'NO_PERMISSION',
  'ACTION_NOT_ALLOWED',
  'NOT_FOUND',
  'ACCESS_DENIED',
]);

/** The outcome of a bulk operation: a summary and every user that failed, with the reason. Nothing hidden. */
export const BulkResultDialog = ({
  outcome,
  onClose,
}: {
  outcome: BulkOutcome | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const failures = outcome?.results.filter((r) => !r.ok) ?? [];
  return (
    <ModalDialog
      open={outcome !== null}
      title="resources.users.bulk.resultTitle"
      onClose={onClose}
      actions={<Button onClick={onClose}>{translate('app.dialog.close')}</Button>}
    >
      {outcome && (
        <>
          <Alert severity={outcome.failed ? 'warning' : 'success'} sx={{ mb: 2 }}>
            {translate('resources.users.bulk.resultSummary', {
              succeeded: outcome.succeeded,
              failed: outcome.failed,
            })}
          </Alert>
          {failures.length === 0 ? (
            <Typography>{translate('resources.users.bulk.allSucceeded')}</Typography>
          ) : (
            <>
              <Typography variant="subtitle2">{translate(outcome.failuresHeading)}</Typography>
              <List dense aria-label={translate(outcome.failuresHeading)}>
                {failures.map((failure) => (
                  <ListItem key={failure.id} disableGutters>
                    <ListItemText
                      primary={
                        failure.email ??
                        translate('resources.users.bulk.unknownUser', { id: failure.id })
                      }
                      secondary={
                        failure.code && KNOWN_REASONS.has(failure.code)
                          ? translate(`resources.users.bulk.reasons.${failure.code}`)
                          : (failure.message ?? failure.code)
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </ModalDialog>
  );
};
