import { useRef, useState, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { isCsvFile, ScrollingTable } from '../../../components';
import {
  BYTES_PER_MB,
  DEFAULT_MAX_BULK_UPLOAD_BYTES,
  FRAUD_CSV_MAX_ROWS,
} from '../../../contract/constants';
import type { FraudCsvReport, FraudCsvRow } from '../../../contract/schemas/fraudCsv';
import type { AppDataProvider } from '../../../dataProvider';
import { failureMessageOf, isGuardCancelledError, useGuardedAction } from '../../../guard';
import { followJob, jobErrorText, useRefreshJobs } from '../../../jobs';
import { scorePercent } from '../FraudChips';
import type { FraudCsvParse } from './parseFraudCsv';
import { parseInWorker } from './parseInWorker';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'parsing'; percent: number; rows: number }
  | { kind: 'checking'; rows: number; processed: number; jobId?: string }
  | { kind: 'review'; parse: FraudCsvParse; report: FraudCsvReport }
  | { kind: 'done'; report: FraudCsvReport };

/** How many rows with a finding the review lists (the counts above always cover the whole file). */
const LISTED_ROWS = 200;

const Progress = ({ label, percent }: { label: string; percent?: number }) => (
  <Stack spacing={1} sx={{ py: 3 }} role="status">
    <Typography>{label}</Typography>
    <LinearProgress
      variant={percent === undefined ? 'indeterminate' : 'determinate'}
      value={percent === undefined ? undefined : Math.min(100, Math.max(0, percent))}
      aria-label={label}
    />
  </Stack>
);

const Counts = ({ report }: { report: FraudCsvReport }) => {
  const translate = useTranslate();
  const t = (key: string, count: number) =>
    translate(`resources.fraud-entries.csv.counts.${key}`, { smart_count: count });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
      <Chip color="success" variant="outlined" label={t('create', report.counts.create)} />
      <Chip color="info" variant="outlined" label={t('update', report.counts.update)} />
      <Chip color="error" variant="outlined" label={t('reject', report.counts.reject)} />
      <Chip color="warning" variant="outlined" label={t('collide', report.counts.collide)} />
    </Stack>
  );
};

/** The rows worth a look: rejected ones with their reasons, creates that look like existing entries. */
const Findings = ({ report }: { report: FraudCsvReport }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.fraud-entries.csv.${key}`, options);
  const findings = report.rows.filter((row) => row.outcome === 'REJECT' || row.collisions.length);
  if (!findings.length) return null;
  return (
    <>
      <ScrollingTable>
        <Table size="small" aria-label={t('findings')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('row')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('subject')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('outcome')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('why')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {findings.slice(0, LISTED_ROWS).map((row) => (
              <TableRow key={row.rowNumber}>
                <TableCell>{row.rowNumber}</TableCell>
                <TableCell>{row.label || '—'}</TableCell>
                <TableCell>{t(`outcomes.${row.outcome}`)}</TableCell>
                <TableCell>
                  {row.errors.map((error) => (
                    <div key={`${error.field}-${error.code}`}>
                      {translate(`resources.fraud-entries.fields.${error.field}`)}:{' '}
                      {t(`codes.${error.code}`, {
                        _: translate(`resources.fraud-entries.errors.${error.code}`, {
                          _: error.code,
                        }),
                      })}
                    </div>
                  ))}
                  {row.collisions.map((collision) => (
                    <div key={collision.id}>
                      {t('looksLike', {
                        name: collision.label,
                        score: scorePercent(collision.score, locale),
                      })}
                    </div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollingTable>
      {findings.length > LISTED_ROWS ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('more', { smart_count: findings.length - LISTED_ROWS })}
        </Typography>
      ) : null}
    </>
  );
};

/**
 * The fraud database's CSV update: choose a file → parse it in a Web Worker (progress) → the platform's dry run
 * (what each row would create, update or reject, and what new subjects look like) → apply, guarded, in one
 * transaction → the outcome. Rejected rows never stop the others; a failed apply changes nothing and the
 * review stays on screen.
 */
export const FraudCsvDialog = ({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (changedAny: boolean) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { runGuarded, guardDialog } = useGuardedAction();
  const refreshJobs = useRefreshJobs();
  const [locale = 'en'] = useLocaleState();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.fraud-entries.csv.${key}`, options);

  const reset = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setStep({ kind: 'choose' });
    if (inputRef.current) inputRef.current.value = '';
  };

  const close = () => {
    const changedAny =
      step.kind === 'done' && step.report.counts.create + step.report.counts.update > 0;
    // Closing while the platform checks the file leaves its job running: the tray follows it.
    if (step.kind === 'checking' && step.jobId) notify(t('goesOn'), { type: 'info' });
    reset();
    onClose(changedAny);
  };

  /** Stops the check itself (its job is cancelled), back to choosing a file. */
  const stopCheck = async (jobId: string) => {
    reset();
    try {
      await dataProvider.cancelJob(jobId);
    } catch {
      // It ended meanwhile: nothing to stop.
    }
    void refreshJobs();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isCsvFile(file)) return setStep({ kind: 'choose', error: t('notCsv') });
    if (file.size > DEFAULT_MAX_BULK_UPLOAD_BYTES)
      return setStep({
        kind: 'choose',
        error: t('tooLarge', { max: DEFAULT_MAX_BULK_UPLOAD_BYTES / BYTES_PER_MB }),
      });
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ kind: 'parsing', percent: 0, rows: 0 });
    let parse: FraudCsvParse;
    try {
      parse = await parseInWorker(
        file,
        (progress) =>
          setStep({
            kind: 'parsing',
            percent: progress.totalBytes ? (100 * progress.bytes) / progress.totalBytes : 100,
            rows: progress.rows,
          }),
        controller.signal,
      );
    } catch {
      if (!controller.signal.aborted)
        setStep({ kind: 'choose', error: translate('app.validation.readError') });
      return;
    }
    if (parse.missingColumns.length || !parse.rows.length)
      return setStep({
        kind: 'choose',
        error: parse.rows.length
          ? t('missingColumns', { columns: parse.missingColumns.join(', ') })
          : t('noRows'),
      });
    const rows = parse.rows.length;
    setStep({ kind: 'checking', rows, processed: 0 });
    try {
      // The dry run is a job of the user: a small file's is done at once, a larger one's is followed here (and
      // in the tray, where it stays if the dialog is closed).
      const started = await dataProvider.startFraudCsvDryRun(
        parse.rows,
        file.name,
        controller.signal,
      );
      void refreshJobs();
      const ended = await followJob(
        started,
        (id, signal) => dataProvider.getJob(id, signal),
        (job) => setStep({ kind: 'checking', rows, processed: job.processed, jobId: job.id }),
        controller.signal,
      );
      if (ended.state !== 'DONE') {
        void refreshJobs();
        return setStep({
          kind: 'choose',
          error: t('checkEnded', { reason: jobErrorText(ended, translate) }),
        });
      }
      const report = await dataProvider.getFraudCsvDryRunReport(ended.id, controller.signal);
      if (controller.signal.aborted) return;
      setStep({ kind: 'review', parse, report });
      // The user has the outcome in front of them: the tray need not announce it as well.
      if (ended.acknowledgedAt === null)
        void dataProvider
          .acknowledgeJob(ended.id)
          .then(() => refreshJobs())
          .catch(() => undefined);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'choose', error: translate(failureMessageOf(error)) });
    }
  };

  const apply = async (rows: FraudCsvRow[], report: FraudCsvReport, parse: FraudCsvParse) => {
    const changes = report.counts.create + report.counts.update;
    try {
      // The review stays on screen under the guard dialog, which shows its own progress.
      const applied = await runGuarded({
        title: t('guardTitle'),
        description: t('guardDescription', { smart_count: changes }),
        action: (guard) => dataProvider.fraudCsvUpdate(rows, guard),
      });
      setStep({ kind: 'done', report: applied });
    } catch (error) {
      // Cancelled or refused: nothing was applied, and the review is still there to try again.
      setStep({ kind: 'review', parse, report });
      if (!isGuardCancelledError(error)) notify(failureMessageOf(error), { type: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="fraud-csv-title">
      <DialogTitle id="fraud-csv-title">{t('title')}</DialogTitle>
      <DialogContent>
        {step.kind === 'choose' ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {t('intro', { max: FRAUD_CSV_MAX_ROWS.toLocaleString() })}
            </Typography>
            {step.error ? <Alert severity="error">{step.error}</Alert> : null}
            <Box>
              <Button variant="contained" component="label" startIcon={<UploadFileIcon />}>
                {t('choose')}
                <input
                  ref={inputRef}
                  type="file"
                  accept=".csv,text/csv"
                  hidden
                  aria-label={t('choose')}
                  onChange={(event) => void onFile(event)}
                />
              </Button>
            </Box>
          </Stack>
        ) : null}
        {step.kind === 'parsing' ? (
          <Progress label={t('parsing', { smart_count: step.rows })} percent={step.percent} />
        ) : null}
        {step.kind === 'checking' ? (
          <>
            <Progress
              label={t('checking', {
                smart_count: step.rows,
                rows: step.rows.toLocaleString(locale),
              })}
              percent={step.jobId ? (100 * step.processed) / step.rows : undefined}
            />
            {step.jobId ? (
              <Typography variant="body2" color="text.secondary">
                {t('checked', {
                  processed: step.processed.toLocaleString(locale),
                  total: step.rows.toLocaleString(locale),
                })}
              </Typography>
            ) : null}
          </>
        ) : null}
        {step.kind === 'review' ? (
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('dryRunTitle', { smart_count: step.report.rows.length })}
            </Typography>
            {step.parse.truncated ? (
              <Alert severity="warning">
                {t('truncated', { max: FRAUD_CSV_MAX_ROWS.toLocaleString() })}
              </Alert>
            ) : null}
            {step.parse.unknownColumns.length ? (
              <Alert severity="info">
                {t('unknownColumns', { columns: step.parse.unknownColumns.join(', ') })}
              </Alert>
            ) : null}
            <Counts report={step.report} />
            <Typography variant="body2" color="text.secondary">
              {t('atomic')}
            </Typography>
            <Findings report={step.report} />
          </Stack>
        ) : null}
        {step.kind === 'done' ? (
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Alert severity="success">
              {t('done', {
                created: step.report.counts.create,
                updated: step.report.counts.update,
              })}
            </Alert>
            <Counts report={step.report} />
            <Findings report={step.report} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        {step.kind === 'review' ? (
          <>
            <Button onClick={reset}>{t('another')}</Button>
            <Button
              variant="contained"
              disabled={step.report.counts.create + step.report.counts.update === 0}
              onClick={() => void apply(step.parse.rows, step.report, step.parse)}
            >
              {t('apply', { smart_count: step.report.counts.create + step.report.counts.update })}
            </Button>
          </>
        ) : null}
        {step.kind === 'checking' && step.jobId ? (
          <Button onClick={() => void stopCheck(step.jobId ?? '')}>{t('stopCheck')}</Button>
        ) : null}
        <Button onClick={close}>
          {step.kind === 'checking' && step.jobId
            ? t('inBackground')
            : translate(step.kind === 'done' ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
      </DialogActions>
      {guardDialog}
    </Dialog>
  );
};
