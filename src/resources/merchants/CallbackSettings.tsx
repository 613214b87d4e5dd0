import Send from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isCallbackUrl } from '../../contract/rules/callbackUrl';
import type { AppDataProvider } from '../../dataProvider';
import {
  entityFieldErrorsOf,
  failureMessageOf,
  isGuardCancelledError,
  useGuardedAction,
} from '../../guard';
import { PendingChangesPrompt } from '../../kit';

const WORDS = 'resources.merchants.callback';

/**
 * Where the merchant's verification callbacks go. Changing the URL is a protected change (the callbacks carry
 * verification results); a test callback is delivered like any other, so a broken URL shows its failures in the
 * dead-letter queue after the platform's attempts.
 */
export const CallbackSettings = ({ merchantId }: { merchantId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canEdit } = useCanAccess({ resource: 'merchants', action: 'editCallback' });
  const { runGuarded, guardDialog } = useGuardedAction();
  const queryKey = ['merchants', merchantId, 'callback'];
  const { data, error } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getMerchantCallback(merchantId),
  });
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setUrl(data.url);
  }, [data]);
  if (error) return <Alert severity="error">{translate(failureMessageOf(error))}</Alert>;
  if (!data) return null;
  const changed = url.trim() !== data.url;

  const save = async () => {
    const value = url.trim();
    if (!isCallbackUrl(value)) {
      setFieldError(`${WORDS}.invalid`);
      return;
    }
    setBusy(true);
    try {
      const saved = await runGuarded({
        title: `${WORDS}.guardTitle`,
        description: translate(`${WORDS}.guardDescription`, { url: value }),
        action: (guard) =>
          dataProvider.saveMerchantCallback(
            merchantId,
            { url: value, version: data.version },
            guard,
          ),
      });
      queryClient.setQueryData(queryKey, saved);
      notify(`${WORDS}.saved`, { type: 'success' });
    } catch (failure) {
      if (!isGuardCancelledError(failure)) {
        if (entityFieldErrorsOf(failure).some((detail) => detail.field === 'url'))
          setFieldError(`${WORDS}.invalid`);
        else notify(failureMessageOf(failure), { type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    try {
      await dataProvider.sendTestCallback(merchantId);
      notify(`${WORDS}.testSent`, { type: 'info' });
    } catch (failure) {
      notify(failureMessageOf(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PendingChangesPrompt isDirty={changed} />
      <Typography variant="body2" color="text.secondary">
        {translate(`${WORDS}.help`)}
      </Typography>
      <TextField
        label={translate(`${WORDS}.url`)}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ? translate(fieldError) : translate(`${WORDS}.urlHelp`)}
        slotProps={{ input: { readOnly: !canEdit } }}
        fullWidth
      />
      {canEdit ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => void save()} disabled={!changed || busy}>
            {translate(`${WORDS}.save`)}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Send />}
            onClick={() => void test()}
            disabled={changed || busy}
          >
            {translate(`${WORDS}.test`)}
          </Button>
        </Box>
      ) : null}
      {guardDialog}
    </Stack>
  );
};
