import { useState } from 'react';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog, formatDateTime } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import type { MaskedSecret } from '../../contract/schemas/apiTokens';
import { notifyGuardFailure, useGuardedAction } from '../../guard';
import { OneTimeValueDialog } from './OneTimeValueDialog';

/** The masked view is safe to cache; the clear secret of a generate never enters the query client. */
export const API_SECRET_QUERY_KEY = ['api-tokens', 'secret'] as const;

const SecretLine = ({ title, secret }: { title: string; secret: MaskedSecret }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(title)}
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{secret.masked}</Typography>
      <Typography variant="body2" color="text.secondary">
        {secret.activatedAt
          ? translate('resources.api-tokens.secret.activatedAt', {
              date: formatDateTime(secret.activatedAt),
            })
          : translate('resources.api-tokens.secret.createdAt', {
              date: formatDateTime(secret.createdAt),
            })}
      </Typography>
    </Box>
  );
};

/** The merchant API secret: masked view, generate (guarded, shown once), activate the new one. */
export const ApiSecretPanel = () => {
  const { canAccess: canView } = useCanAccess({ resource: 'api-tokens', action: 'secret' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'api-tokens', action: 'editSecret' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { runGuarded, guardDialog } = useGuardedAction();
  const translate = useTranslate();
  const notify = useNotify();
  const [value, setValue] = useState<string | null>(null);
  const [confirmActivate, setConfirmActivate] = useState(false);

  const secret = useQuery({
    queryKey: API_SECRET_QUERY_KEY,
    queryFn: () => dataProvider.getApiSecret(),
    enabled: canView === true,
  });
  const activate = useMutation({
    mutationFn: () => dataProvider.activateApiSecret(),
    onSuccess: (view) => {
      queryClient.setQueryData(API_SECRET_QUERY_KEY, view);
      notify('resources.api-tokens.secret.activated', { type: 'success' });
    },
    onError: (error) => notifyGuardFailure(notify, error),
  });

  if (!canView) return null;

  const generate = async () => {
    try {
      const generated = await runGuarded({
        title: 'resources.api-tokens.secret.guardTitle',
        action: (guard) => dataProvider.generateApiSecret(guard),
      });
      setValue(generated.secret);
      // Only the masked part goes to the cache.
      queryClient.setQueryData(API_SECRET_QUERY_KEY, {
        active: generated.active,
        pending: generated.pending,
      });
    } catch (error) {
      notifyGuardFailure(notify, error);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.api-tokens.secret.title')}
        </Typography>
        {secret.isPending ? (
          <Skeleton width="60%" />
        ) : secret.isError ? (
          <Alert severity="error">{translate(secret.error.message)}</Alert>
        ) : (
          <Stack spacing={2}>
            {secret.data.active ? (
              <SecretLine title="resources.api-tokens.secret.active" secret={secret.data.active} />
            ) : (
              <Typography color="text.secondary">
                {translate('resources.api-tokens.secret.none')}
              </Typography>
            )}
            {secret.data.pending && (
              <>
                <SecretLine
                  title="resources.api-tokens.secret.pending"
                  secret={secret.data.pending}
                />
                <Alert severity="info">
                  {translate('resources.api-tokens.secret.pendingHint')}
                </Alert>
              </>
            )}
            {canEdit && (
              <Stack direction="row" spacing={1}>
                <Button
                  label="resources.api-tokens.secret.generate"
                  variant="outlined"
                  onClick={generate}
                >
                  <AutorenewIcon />
                </Button>
                {secret.data.pending && (
                  <Button
                    label="resources.api-tokens.secret.activate"
                    variant="contained"
                    disabled={activate.isPending}
                    onClick={() => setConfirmActivate(true)}
                  >
                    <CheckCircleOutlineIcon />
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmActivate}
        title="resources.api-tokens.secret.activateTitle"
        content="resources.api-tokens.secret.activateContent"
        onCancel={() => setConfirmActivate(false)}
        onConfirm={() => {
          setConfirmActivate(false);
          activate.mutate();
        }}
      />
      {guardDialog}
      <OneTimeValueDialog
        value={value}
        title="resources.api-tokens.oneTime.secretTitle"
        onClose={() => setValue(null)}
      />
    </Card>
  );
};
