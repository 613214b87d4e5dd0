import { useState } from 'react';
import KeyIcon from '@mui/icons-material/Key';
import { Card, CardContent, Typography } from '@mui/material';
import {
  SaveButton,
  TextInput,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Form } from '../../kit';
import { notInPast, required } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { notifyGuardFailure, useGuardedAction } from '../../guard';
import { OneTimeValueDialog } from './OneTimeValueDialog';

/**
 * Creates an offline token that expires at the end of the chosen day. The day is typed as YYYY-MM-DD (spec
 * section 5) and may not lie in the past. The answer carries the token once; like a new API token it stays in
 * this component's state only (a plain call, not a cached query or mutation). Minting it is guarded.
 */
export const OfflineTokenPanel = () => {
  const { canAccess } = useCanAccess({ resource: 'api-tokens', action: 'offlineToken' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [value, setValue] = useState<string | null>(null);
  const { runGuarded, guardDialog } = useGuardedAction();

  if (!canAccess) return null;

  const submit = async (values: Record<string, unknown>) => {
    const expirationDate = String(values.expirationDate);
    try {
      // Minting a credential needs the guard (password, security code, reason, classification).
      const created = await runGuarded({
        title: 'resources.api-tokens.offline.guardTitle',
        action: (guard) => dataProvider.createOfflineToken(expirationDate, guard),
      });
      setValue(created.offlineToken);
      refresh();
    } catch (error) {
      notifyGuardFailure(notify, error);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.api-tokens.offline.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.api-tokens.offline.hint')}
        </Typography>
        {/* Only requests a token: nothing typed here is a change that could be lost. */}
        <Form onSubmit={submit} mode="onChange" guardPendingChanges={false}>
          <TextInput
            source="expirationDate"
            label="resources.api-tokens.offline.expirationDate"
            placeholder="YYYY-MM-DD"
            validate={[required(), notInPast()]}
            fullWidth
          />
          <SaveButton
            label="resources.api-tokens.offline.create"
            icon={<KeyIcon />}
            variant="outlined"
          />
        </Form>
      </CardContent>
      {guardDialog}
      <OneTimeValueDialog
        value={value}
        title="resources.api-tokens.oneTime.offlineTitle"
        onClose={() => setValue(null)}
      />
    </Card>
  );
};
