import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import RefreshIcon from '@mui/icons-material/Refresh';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStore, useTranslate } from 'react-admin';
import { DASHBOARD_ACTIVITY_DAYS } from '../../contract/constants';
import { formatDateTime } from '../../contract/rules/dates';
import { VERIFICATION_STATUSES } from '../../contract/schemas/verifications';
import { reviewQueueUrl } from '../verificationLinks';
import { useDashboardFormat } from './format';
import { KpiGrid } from './KpiGrid';
import { useDashboardStats } from './useDashboardStats';
import { DASHBOARD_PERIODS } from './period';

const T = 'app.dashboard.kyc';

/** The chart library is loaded with the charts, not with the portal (see KycCharts). */
const KycCharts = lazy(() => import('./KycCharts'));

/** The place of the charts while their module loads. */
const ChartsSkeleton = () => (
  <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
    <Skeleton variant="rounded" height={320} />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  </Box>
);

const LoadingState = () => {
  const translate = useTranslate();
  return (
    <Box aria-busy="true" data-testid="kyc-loading">
      <Typography sx={visuallyHidden} role="status">
        {translate(`${T}.loading`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        }}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={104} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Box>
  );
};

/**
 * The KYC figures of the session tenant: key figures, verifications per day, by status and by risk score.
 * Every figure opens the verifications list filtered to it when the user may list verifications.
 */
export const KycOverview = ({
  linkable,
  canReview = false,
}: {
  linkable: boolean;
  /** The user may decide reviews: 'Open review queue' opens the queue itself (the most overdue first). */
  canReview?: boolean;
}) => {
  const translate = useTranslate();
  const fmt = useDashboardFormat();
  // The chosen period stays with the user (react-admin's store) across visits.
  const [stored, setStored] = useStore<number>('dashboard.kyc.days', DASHBOARD_ACTIVITY_DAYS);
  const chosen = (DASHBOARD_PERIODS as readonly number[]).includes(stored)
    ? stored
    : DASHBOARD_ACTIVITY_DAYS;
  const { data, isPending, isError, refetch, isFetching } = useDashboardStats(chosen, true);
  const days = data?.days.length ?? chosen;
  const empty = data ? VERIFICATION_STATUSES.every((s) => data.byStatus[s] === 0) : false;

  return (
    <Box component="section" aria-labelledby="kyc-overview-title" sx={{ mb: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        justifyContent="space-between"
        spacing={1}
        sx={{ mb: 2 }}
      >
        <Box>
          <Typography id="kyc-overview-title" variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.window`, { days })}
            {data && ` · ${translate(`${T}.updated`, { time: formatDateTime(data.generatedAt) })}`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          <ToggleButtonGroup
            size="small"
            exclusive
            value={chosen}
            onChange={(_, value: number | null) => {
              if (value !== null) setStored(value);
            }}
            aria-label={translate(`${T}.period`)}
          >
            {DASHBOARD_PERIODS.map((period) => (
              <ToggleButton key={period} value={period}>
                {translate(`${T}.periodDays`, { days: period })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {canReview && (
            <Button variant="contained" component={RouterLink} to={reviewQueueUrl()}>
              {translate(`${T}.openReviewQueue`)}
            </Button>
          )}
          <Tooltip title={translate(`${T}.refresh`)}>
            <span>
              <IconButton
                aria-label={translate(`${T}.refresh`)}
                onClick={() => void refetch()}
                disabled={isFetching}
              >
                <RefreshIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>

      {isPending && <LoadingState />}
      {isError && !data && (
        <Alert
          severity="error"
          data-testid="kyc-error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate(`${T}.retry`)}
            </Button>
          }
        >
          {translate(`${T}.error`)}
        </Alert>
      )}
      {data && (
        <Stack spacing={2}>
          <KpiGrid stats={data} linkable={linkable} fmt={fmt} />
          {empty ? (
            <Card data-testid="kyc-empty">
              <CardContent>
                <Stack direction="row" spacing={2} alignItems="center">
                  <InboxOutlinedIcon color="disabled" fontSize="large" />
                  <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>
                </Stack>
              </CardContent>
            </Card>
          ) : (
            <Suspense fallback={<ChartsSkeleton />}>
              <KycCharts stats={data} linkable={linkable} fmt={fmt} />
            </Suspense>
          )}
        </Stack>
      )}
    </Box>
  );
};
