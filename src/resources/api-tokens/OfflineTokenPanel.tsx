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
import { OneTimeValueDialog } from './OneTimeValueDialog';

/**
 * Creates an offline token that expires at the end of the chosen day. The day is typed as YYYY-MM-DD (spec
 * section 5) and may not lie in the past. The answer carries the token once; like a new API token it stays in
 * this component's state only (a plain call, not a cached query or mutation).
 */
export const OfflineTokenPanel = () => {
  const { canAccess } = useCanAccess({ resource: 'api-tokens', action: 'offlineToken' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [value, setValue] = useState<string | null>(null);

  if (!canAccess) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const created = await dataProvider.createOfflineToken(String(values.expirationDate));
      setValue(created.offlineToken);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.messages.genericError', {
        type: 'error',
      });
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
      <OneTimeValueDialog
        value={value}
        title="resources.api-tokens.oneTime.offlineTitle"
        onClose={() => setValue(null)}
      />
    </Card>
  );
};
