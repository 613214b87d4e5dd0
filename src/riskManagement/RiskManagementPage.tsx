import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { formatDateTime } from '../components';
import { LoadFailedAlert } from '../components/LoadFailedAlert';
import { RiskModelForm } from './RiskModelForm';
import { useRiskModel } from './useRiskModel';
import { VersionsCard } from './VersionsCard';

const K = 'app.riskManagement';

/**
 * `/risk-management`: the tenant's risk model (spec: risk management, risk scoring). Readers see the active
 * version and every earlier one; editors change rules and bands, preview the impact over the last 30 days,
 * save a new version or restore an earlier one (both guarded).
 */
export const RiskManagementPage = () => {
  const translate = useTranslate();
  const { canAccess: canEdit, isPending: accessPending } = useCanAccess({
    resource: 'risk-management',
    action: 'edit',
  });
  const { data, isPending, isError, refetch, refresh, dataProvider } = useRiskModel();
  const readOnly = canEdit !== true;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', py: 3, px: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${K}.title`)} />
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h5" component="h1">
            {translate(`${K}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}.intro`)}
          </Typography>
        </Stack>
        {isError ? (
          <LoadFailedAlert messageKey={`${K}.loadFailed`} onRetry={() => void refetch()} />
        ) : isPending || accessPending ? (
          <Stack spacing={2} aria-busy="true">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={160} />
            <Skeleton variant="rounded" height={320} />
          </Stack>
        ) : (
          <>
            {data.active ? (
              <Alert severity="info" icon={false}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {translate(`${K}.active`, {
                    version: data.active.version,
                    by: data.active.createdBy,
                    at: formatDateTime(data.active.createdAt),
                  })}
                </Typography>
                {data.active.reason ? (
                  <Typography variant="body2">
                    {translate(`${K}.activeReason`, { reason: data.active.reason })}
                  </Typography>
                ) : null}
              </Alert>
            ) : (
              <Alert severity="warning">
                {translate(readOnly ? `${K}.noModel` : `${K}.noModelStart`)}
              </Alert>
            )}
            {readOnly ? <Alert severity="info">{translate(`${K}.readOnly`)}</Alert> : null}
            {data.active || (!readOnly && data.startingModel) ? (
              <RiskModelForm
                model={data.active?.model ?? data.startingModel!}
                version={data.active?.version ?? 0}
                readOnly={readOnly}
                dataProvider={dataProvider}
                onSaved={() => void refresh()}
              />
            ) : null}
            {data.versions.length ? (
              <VersionsCard
                state={data}
                canEdit={!readOnly}
                dataProvider={dataProvider}
                onRestored={() => void refresh()}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Box>
  );
};
