import { lazy, Suspense, useEffect } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ARM_OUTCOMES } from '../../contract/resources/experiments';
import type { ExperimentStatistics } from '../../contract/schemas/experiments';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useExperimentStatistics } from './useExperimentStatistics';

const K = 'resources.experiments.statistics';
// A feature of its own (with recharts, shared with the dashboard's charts), never part of the resource's chunk.
const OutcomeChart = lazy(() => import('../../components/OutcomeChart'));

const useFormats = () => {
  const [locale] = useLocaleState();
  const integer = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return { integer: (n: number) => integer.format(n), percent: (n: number) => percent.format(n) };
};

/** "Arm A: Standard KYC onboarding", for a column head or a legend. */
const useArmLabel = (statistics: ExperimentStatistics) => {
  const translate = useTranslate();
  return (arm: 'armA' | 'armB') =>
    translate(`${K}.arm`, {
      arm: translate(`${K}.${arm}`),
      workflow: statistics[arm].workflowName ?? translate(`${K}.deletedWorkflow`),
    });
};

/** The head of a table with a column per arm, after the row labels' column (`first`, or empty). */
const ArmHeadRow = ({
  statistics,
  first,
}: {
  statistics: ExperimentStatistics;
  first?: string;
}) => {
  const armLabel = useArmLabel(statistics);
  return (
    <TableHead>
      <TableRow>
        <TableCell component={first ? 'th' : 'td'} scope={first ? 'col' : undefined}>
          {first}
        </TableCell>
        {(['armA', 'armB'] as const).map((arm) => (
          <TableCell key={arm} component="th" scope="col" align="right">
            {armLabel(arm)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};

const OutcomesTable = ({ statistics }: { statistics: ExperimentStatistics }) => {
  const translate = useTranslate();
  const fmt = useFormats();
  return (
    <Table size="small" aria-labelledby="experiment-outcomes">
      <ArmHeadRow statistics={statistics} first={translate(`${K}.outcome`)} />
      <TableBody>
        {ARM_OUTCOMES.map((outcome) => (
          <TableRow key={outcome}>
            <TableCell component="th" scope="row">
              {translate(`resources.experiments.outcomes.${outcome}`)}
            </TableCell>
            <TableCell align="right">{fmt.integer(statistics.armA.outcomes[outcome])}</TableCell>
            <TableCell align="right">{fmt.integer(statistics.armB.outcomes[outcome])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const AgreementMatrix = ({ statistics }: { statistics: ExperimentStatistics }) => {
  const translate = useTranslate();
  const fmt = useFormats();
  const outcome = (key: string) => translate(`resources.experiments.outcomes.${key}`);
  return (
    <Table size="small">
      <caption>{translate(`${K}.matrixCaption`)}</caption>
      <TableHead>
        <TableRow>
          <TableCell />
          {ARM_OUTCOMES.map((b) => (
            <TableCell key={b} component="th" scope="col" align="right">
              {outcome(b)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {ARM_OUTCOMES.map((a) => (
          <TableRow key={a}>
            <TableCell component="th" scope="row">
              {outcome(a)}
            </TableCell>
            {ARM_OUTCOMES.map((b) => (
              <TableCell
                key={b}
                align="right"
                sx={a === b ? { fontWeight: 600, bgcolor: 'action.hover' } : undefined}
              >
                {fmt.integer(statistics.agreement.matrix[a][b])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const AccuracyTable = ({ statistics }: { statistics: ExperimentStatistics }) => {
  const translate = useTranslate();
  const fmt = useFormats();
  const value = (n: number | null | undefined) =>
    n === null || n === undefined ? translate(`${K}.notApplicable`) : fmt.percent(n);
  if (!statistics.armA.accuracy && !statistics.armB.accuracy)
    return <Typography color="text.secondary">{translate(`${K}.accuracyNone`)}</Typography>;
  return (
    <Table size="small">
      <ArmHeadRow statistics={statistics} />
      <TableBody>
        {(['precision', 'recall'] as const).map((measure) => (
          <TableRow key={measure}>
            <TableCell component="th" scope="row">
              {translate(`${K}.${measure}`)}
            </TableCell>
            <TableCell align="right">{value(statistics.armA.accuracy?.[measure])}</TableCell>
            <TableCell align="right">{value(statistics.armB.accuracy?.[measure])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const Figures = ({ statistics }: { statistics: ExperimentStatistics }) => {
  const translate = useTranslate();
  const fmt = useFormats();
  const armLabel = useArmLabel(statistics);
  const { agreement } = statistics;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle1" component="h3" id="experiment-outcomes" sx={{ mb: 1 }}>
          {translate(`${K}.outcomes`)}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
          <Box sx={{ flex: 1, width: '100%', overflowX: 'auto' }}>
            <OutcomesTable statistics={statistics} />
          </Box>
          <Box sx={{ flex: 1, width: '100%', minHeight: 220 }}>
            {statistics.processed > 0 ? (
              <Suspense
                fallback={
                  <Skeleton
                    variant="rectangular"
                    height={220}
                    aria-label={translate(`${K}.chartLoading`)}
                  />
                }
              >
                <OutcomeChart
                  label={translate(`${K}.chartLabel`)}
                  labelA={armLabel('armA')}
                  labelB={armLabel('armB')}
                  rows={ARM_OUTCOMES.map((outcome) => ({
                    outcome: translate(`resources.experiments.outcomes.${outcome}`),
                    armA: statistics.armA.outcomes[outcome],
                    armB: statistics.armB.outcomes[outcome],
                  }))}
                />
              </Suspense>
            ) : null}
          </Box>
        </Stack>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate(`${K}.agreement`)}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {agreement.compared
            ? `${translate(`${K}.agreementText`, {
                agreed: fmt.integer(agreement.agreed),
                compared: fmt.integer(agreement.compared),
              })} (${fmt.percent(agreement.rate ?? 0)})`
            : translate(`${K}.agreementNone`)}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <AgreementMatrix statistics={statistics} />
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate(`${K}.accuracy`)}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {translate(`${K}.accuracyText`, {
            tagged: fmt.integer(statistics.tagging.tagged),
            processed: fmt.integer(statistics.processed),
          })}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <AccuracyTable statistics={statistics} />
        </Box>
      </Box>
    </Stack>
  );
};

/**
 * The spec's statistics of an experiment on its page: progress, outcomes per arm (a table and a chart),
 * agreement between the arms and precision/recall against the tags. Asked for again while the experiment runs;
 * when the run stops by itself the page's record is read again, so its actions follow.
 */
export const ExperimentStatisticsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const fmt = useFormats();
  const refresh = useRefresh();
  const id = record?.id === undefined ? undefined : String(record.id);
  const running = record?.state === 'RUNNING';
  const query = useExperimentStatistics(id, running);
  const statistics = query.data;
  const ended = running && statistics !== undefined && statistics.state !== 'RUNNING';
  useEffect(() => {
    if (ended) refresh();
  }, [ended, refresh]);
  if (!record) return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="experiment-statistics"
      sx={{ m: 2 }}
    >
      <CardContent>
        <Typography id="experiment-statistics" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(`${K}.title`)}
        </Typography>
        {record.state === 'DRAFT' ? (
          <Alert severity="info">{translate(`${K}.notStarted`)}</Alert>
        ) : query.isError ? (
          <LoadFailedAlert messageKey={`${K}.loadFailed`} onRetry={() => void query.refetch()} />
        ) : !statistics ? (
          <Stack spacing={1} aria-busy="true" aria-label={translate(`${K}.loading`)}>
            <Skeleton height={24} />
            <Skeleton variant="rectangular" height={160} />
          </Stack>
        ) : (
          <Stack spacing={3}>
            <Box>
              <Typography sx={{ mb: 1 }}>
                {translate(`${K}.progress`, {
                  processed: fmt.integer(statistics.processed),
                  total: fmt.integer(statistics.total),
                })}{' '}
                ({fmt.percent(statistics.progress)})
              </Typography>
              <LinearProgress
                variant="determinate"
                value={statistics.progress * 100}
                aria-label={translate(`${K}.progress`, {
                  processed: fmt.integer(statistics.processed),
                  total: fmt.integer(statistics.total),
                })}
              />
              {statistics.state === 'RUNNING' || statistics.state === 'PAUSED' ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate(statistics.state === 'RUNNING' ? `${K}.live` : `${K}.paused`)}
                </Typography>
              ) : null}
            </Box>
            <Figures statistics={statistics} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
