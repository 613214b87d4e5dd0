import Replay from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components';
import { formatDateTime } from '../../contract/rules/dates';
import type { AppDataProvider } from '../../dataProvider';
import { failureMessageOf } from '../../guard';

const WORDS = 'resources.dead-letter-jobs.panel';
/** While retried jobs wait, the figures, the groups and the rows are read again this often. */
const FOLLOW_MS = 1_000;

type Retry =
  { kind: 'filter'; count: number } | { kind: 'group'; signature: string; count: number };

/**
 * On a phone the groups are not a table to scroll sideways: each group is a block, its error across the width,
 * its type and count on one line, its buttons below.
 */
const GROUPS_ON_A_PHONE = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      borderBottom: 1,
      borderColor: 'divider',
      py: 1,
    },
    '& tbody td': { border: 0, py: 0.25, minWidth: 0 },
    '& tbody td:first-of-type, & tbody td:last-of-type': { gridColumn: '1 / -1' },
    '& tbody td:last-of-type': { textAlign: 'left', whiteSpace: 'normal' },
  },
} as const;

const tenantsOf = (filterValues: Record<string, unknown>): string[] => {
  const asked: unknown = filterValues.tenantId;
  if (Array.isArray(asked)) return asked.map(String);
  return typeof asked === 'string' && asked !== '' ? [asked] : [];
};

/**
 * Above the queue's rows: the figures (failed in the last 24 hours, by type; the oldest failure; how many wait for
 * their retry and how many were recovered) and the jobs the filter matches grouped by error signature, so one
 * broken endpoint reads as one line. A group, or everything the filter matches, is retried after a confirmation
 * that says how many jobs; while retried jobs wait, the panel and the rows follow them to DONE or FAILED.
 */
export const QueuePanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, setFilters, refetch } = useListContext();
  const { canAccess: canRetry } = useCanAccess({
    resource: 'dead-letter-jobs',
    action: 'retryMatching',
  });
  const [asking, setAsking] = useState<Retry | null>(null);
  const [busy, setBusy] = useState(false);
  // The tenants the list covers (its tenant filter; the session tenant's when empty): figures and retries too.
  const tenantIds = tenantsOf(filterValues);
  const metrics = useQuery({
    queryKey: ['dead-letter-jobs', 'metrics', tenantIds],
    queryFn: ({ signal }) => dataProvider.getDeadLetterMetrics(tenantIds, signal),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? FOLLOW_MS : false),
  });
  const pending = metrics.data?.pending ?? 0;
  const groups = useQuery({
    queryKey: ['dead-letter-jobs', 'groups', filterValues],
    queryFn: ({ signal }) => dataProvider.getDeadLetterGroups(filterValues, signal),
    refetchInterval: pending > 0 ? FOLLOW_MS : false,
  });
  // The rows follow the retries too, once more after the last one ended.
  const following = useRef(false);
  useEffect(() => {
    if (pending > 0 || following.current) void refetch();
    following.current = pending > 0;
  }, [metrics.dataUpdatedAt, pending, refetch]);

  const failedMatching = groups.data?.total ?? 0;
  const filteredToFailed =
    Array.isArray(filterValues.status) &&
    filterValues.status.length === 1 &&
    filterValues.status[0] === 'FAILED';

  const retry = async (what: Retry) => {
    setAsking(null);
    setBusy(true);
    try {
      const accepted = await dataProvider.retryDeadLetterJobs(
        what.kind === 'group'
          ? { signature: what.signature, filter: tenantIds.length ? { tenantId: tenantIds } : {} }
          : { filter: filterValues },
      );
      notify(`${WORDS}.retried`, { type: 'info', messageArgs: { smart_count: accepted } });
      await queryClient.invalidateQueries({ queryKey: ['dead-letter-jobs'] });
      void refetch();
    } catch (error) {
      notify(failureMessageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const data = metrics.data;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {data ? (
        <Box
          component="section"
          aria-label={translate(`${WORDS}.figures`)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          <Figure label={translate(`${WORDS}.failed24h`)} value={data.failedLast24h}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {Object.entries(data.failedLast24hByType)
                .filter(([, count]) => count > 0)
                .map(([type, count]) => (
                  <Chip
                    key={type}
                    size="small"
                    label={`${translate(`resources.dead-letter-jobs.choices.jobType.${type}`)}: ${count}`}
                  />
                ))}
            </Box>
          </Figure>
          <Figure
            label={translate(`${WORDS}.oldest`)}
            value={data.oldestFailure ? formatDateTime(data.oldestFailure.firstFailedAt) : '—'}
          >
            {data.oldestFailure ? (
              <Link
                component={RouterLink}
                to={`/dead-letter-jobs/${encodeURIComponent(data.oldestFailure.id)}/show`}
                variant="body2"
              >
                {translate(`${WORDS}.openOldest`)}
              </Link>
            ) : null}
          </Figure>
          <Figure label={translate(`${WORDS}.failed`)} value={data.failed} />
          <Figure label={translate(`${WORDS}.pending`)} value={data.pending}>
            {data.pending > 0 ? (
              <LinearProgress aria-label={translate(`${WORDS}.pending`)} sx={{ mt: 1 }} />
            ) : null}
          </Figure>
          <Figure label={translate(`${WORDS}.done`)} value={data.done} />
        </Box>
      ) : null}

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="dlj-groups-title"
        sx={{ p: 2 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography
            id="dlj-groups-title"
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600, flexGrow: 1 }}
          >
            {translate(`${WORDS}.groups`, { smart_count: failedMatching })}
          </Typography>
          {canRetry && filteredToFailed && failedMatching > 0 ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<Replay />}
              disabled={busy}
              onClick={() => setAsking({ kind: 'filter', count: failedMatching })}
            >
              {translate(`${WORDS}.retryAll`, { smart_count: failedMatching })}
            </Button>
          ) : null}
        </Box>
        {groups.isError ? (
          <Alert severity="error">{translate(failureMessageOf(groups.error))}</Alert>
        ) : groups.data && groups.data.groups.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${WORDS}.noGroups`)}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="dlj-groups-title" sx={GROUPS_ON_A_PHONE}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${WORDS}.error`)}</TableCell>
                  <TableCell>{translate('resources.dead-letter-jobs.fields.jobType')}</TableCell>
                  <TableCell align="right">{translate(`${WORDS}.jobs`)}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {(groups.data?.groups ?? []).map((group) => (
                  <TableRow key={group.signature}>
                    <TableCell sx={{ wordBreak: 'break-word', minWidth: 220 }}>
                      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12.5 }}>
                        {group.message}
                      </Typography>
                      {group.topFrame ? (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ fontFamily: 'monospace' }}
                        >
                          {translate(`${WORDS}.at`, { frame: group.topFrame })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {group.jobType
                        ? translate(`resources.dead-letter-jobs.choices.jobType.${group.jobType}`)
                        : '—'}
                    </TableCell>
                    <TableCell align="right">
                      {/* Without the header row on a phone, the number says what it counts. */}
                      <Box component="span" sx={{ display: { sm: 'none' } }}>
                        {translate(`${WORDS}.jobs`)}:{' '}
                      </Box>
                      {group.count}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        onClick={() =>
                          setFilters({ ...filterValues, errorSignature: group.signature }, {})
                        }
                      >
                        {translate(`${WORDS}.showJobs`)}
                      </Button>
                      {canRetry ? (
                        <Button
                          size="small"
                          startIcon={<Replay />}
                          disabled={busy}
                          aria-label={translate(`${WORDS}.retryGroupLabel`, {
                            smart_count: group.count,
                            message: group.message,
                          })}
                          onClick={() =>
                            setAsking({
                              kind: 'group',
                              signature: group.signature,
                              count: group.count,
                            })
                          }
                        >
                          {translate(`${WORDS}.retryGroup`)}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {groups.data && groups.data.otherJobs > 0 ? (
          <Typography variant="caption" color="text.secondary">
            {translate(`${WORDS}.otherJobs`, { smart_count: groups.data.otherJobs })}
          </Typography>
        ) : null}
      </Paper>

      <ConfirmDialog
        open={asking !== null}
        title={translate(`${WORDS}.confirmTitle`, { smart_count: asking?.count ?? 0 })}
        content={translate(
          asking?.kind === 'group' ? `${WORDS}.confirmGroup` : `${WORDS}.confirmFilter`,
          { smart_count: asking?.count ?? 0 },
        )}
        confirmLabel={translate(`${WORDS}.confirmButton`, { smart_count: asking?.count ?? 0 })}
        onConfirm={() => asking && void retry(asking)}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
};

const Figure = ({
  label,
  value,
  children,
}: {
  label: string;
  value: string | number;
  children?: ReactNode;
}) => (
  <Paper variant="outlined" sx={{ p: 1.5, minWidth: 170, flex: '1 1 170px' }}>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="h6" component="p">
      {value}
    </Typography>
    {children}
  </Paper>
);
