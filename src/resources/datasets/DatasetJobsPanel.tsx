import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatBytes, saveFile, ScrollingTable } from '../../components';
import type { Job } from '../../contract/schemas/jobs';
import type { AppDataProvider } from '../../dataProvider';
import { datasetFailureMessage } from './datasetFailure';
import { useDatasetExport, useDatasetFullPreview } from './useDatasetJobs';
import { useDatasetPreview } from './useDatasetPreview';

const K = 'resources.datasets.work';

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** A running job's bar and count, labelled by what it does. */
const Running = ({ job, labelId }: { job: Job; labelId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={job.total ? (job.processed / job.total) * 100 : 0}
        aria-labelledby={labelId}
        sx={{ mb: 0.5 }}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('app.jobs.progress', {
          processed: job.processed.toLocaleString(locale),
          total: job.total.toLocaleString(locale),
        })}
      </Typography>
    </Box>
  );
};

/**
 * One of the user's latest jobs on the dataset under its heading: loading, failed to load, none yet, running
 * (its bar), ended without a result (failed or cancelled, worded by `endedKey`), or done (`done` shows it).
 */
const LatestJob = ({
  labelId,
  titleKey,
  noneKey,
  endedKey,
  query,
  done,
}: {
  labelId: string;
  titleKey: string;
  noneKey: string;
  endedKey: string;
  query: { isError: boolean; data: Job | null | undefined };
  done: (job: Job) => ReactNode;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const job = query.data;
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="h3">
        {translate(titleKey)}
      </Typography>
      {query.isError ? (
        <Typography variant="body2" color="error">
          {translate(`${K}.loadFailed`)}
        </Typography>
      ) : job === undefined ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : job === null ? (
        <Typography variant="body2" color="text.secondary">
          {translate(noneKey)}
        </Typography>
      ) : job.state === 'RUNNING' ? (
        <Running job={job} labelId={labelId} />
      ) : job.state === 'DONE' ? (
        done(job)
      ) : (
        <Typography variant="body2" color={job.state === 'FAILED' ? 'error' : 'text.secondary'}>
          {translate(`${endedKey}.${job.state}`, {
            at: when(job.finishedAt ?? job.createdAt, locale),
          })}
        </Typography>
      )}
    </Stack>
  );
};

/** The user's latest export: running, done with its size and a download, failed, or none yet. */
const LastExport = ({ id, name }: { id: string; name: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useDatasetExport(id);
  const [busy, setBusy] = useState(false);
  const download = async (job: Job) => {
    setBusy(true);
    try {
      saveFile(await dataProvider.downloadDataset(id), job.fileName ?? 'dataset.csv');
    } catch (error) {
      notify(datasetFailureMessage(error, name, translate), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LatestJob
      labelId="dataset-last-export"
      titleKey={`${K}.lastExport`}
      noneKey={`${K}.noExport`}
      endedKey={`${K}.exportEnded`}
      query={query}
      done={(job) => (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2">
            {translate(`${K}.exportDone`, {
              at: when(job.finishedAt ?? job.createdAt, locale),
              rows: (job.rowCount ?? 0).toLocaleString(locale),
              size: formatBytes(job.sizeBytes ?? 0, locale),
            })}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => void download(job)}
          >
            {translate('app.jobs.download')}
          </Button>
        </Stack>
      )}
    />
  );
};

/** The user's latest full preview: its progress, or the counts now beside those when the dataset was made. */
const LastFullPreview = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const query = useDatasetFullPreview(id);
  const frozen = useDatasetPreview(id).data?.summary.byStatus;
  return (
    <LatestJob
      labelId="dataset-full-preview"
      titleKey={`${K}.lastFullPreview`}
      noneKey={`${K}.noFullPreview`}
      endedKey={`${K}.fullPreviewEnded`}
      query={query}
      done={(job) => {
        const result = job.result;
        if (!result) return null;
        const statuses = [
          ...new Set([...Object.keys(frozen ?? {}), ...Object.keys(result.byStatus)]),
        ].sort();
        return (
          <>
            <Typography variant="body2">
              {translate(`${K}.fullPreviewDone`, {
                at: when(job.finishedAt ?? job.createdAt, locale),
                available: result.available.toLocaleString(locale),
                missing: result.missing.toLocaleString(locale),
                wipedOut: result.wipedOut.toLocaleString(locale),
              })}
            </Typography>
            <ScrollingTable>
              <Table size="small" aria-labelledby="dataset-full-preview" sx={{ maxWidth: 560 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.verifications.fields.status')}</TableCell>
                    <TableCell align="right">{translate(`${K}.whenMade`)}</TableCell>
                    <TableCell align="right">{translate(`${K}.now`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {statuses.map((status) => (
                    <TableRow key={status}>
                      <TableCell>
                        {translate(`resources.verifications.status.${status}`, { _: status })}
                      </TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {(frozen?.[status] ?? 0).toLocaleString(locale)}
                      </TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {(result.byStatus[status] ?? 0).toLocaleString(locale)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollingTable>
          </>
        );
      }}
    />
  );
};

/**
 * The dataset's long work as the user left it: their latest export (with its download) and their latest full
 * preview (what is there now against what was frozen).
 */
export const DatasetJobsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.id === undefined) return null;
  const id = String(record.id);
  return (
    <Card variant="outlined" component="section" aria-labelledby="dataset-work" sx={{ m: 2 }}>
      <CardContent>
        <Typography id="dataset-work" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(`${K}.title`)}
        </Typography>
        <Stack spacing={3}>
          <LastExport id={id} name={String(record.name)} />
          <LastFullPreview id={id} />
        </Stack>
      </CardContent>
    </Card>
  );
};
