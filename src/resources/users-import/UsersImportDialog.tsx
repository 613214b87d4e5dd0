import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isCsvFile } from '../../components';
import { BYTES_PER_MB, DEFAULT_MAX_BULK_UPLOAD_BYTES } from '../../contract/constants';
import type { AppDataProvider } from '../../dataProvider';
import type { ImportRowError } from '../../contract/schemas/usersImport';
import { DryRunTable } from './DryRunTable';
import { ErrorReportButton, ImportReview, type FileIssues } from './ImportReview';
import type { ParseOutcome } from './parseCsv';
import { mergeRowErrors, type ReviewedRow } from './reviewModel';
import { useCsvParser } from './useCsvParser';

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'parsing'; percent: number; rows: number }
  | { kind: 'checking'; done: number; total: number }
  | { kind: 'review'; rows: ReviewedRow[]; issues: FileIssues }
  | { kind: 'committing'; done: number; total: number }
  | { kind: 'done'; created: number; rejected: ReviewedRow[] };

const issuesOf = (outcome: ParseOutcome): FileIssues => ({
  missingColumns: outcome.missingColumns,
  unknownColumns: outcome.unknownColumns,
  truncated: outcome.truncated,
});

const Progress = ({ label, percent }: { label: string; percent: number }) => (
  <Stack spacing={1} sx={{ py: 3 }}>
    <Typography>{label}</Typography>
    <LinearProgress variant="determinate" value={Math.min(100, Math.max(0, percent))} />
  </Stack>
);

export interface UsersImportDialogProps {
  open: boolean;
  onClose: (createdAny: boolean) => void;
}

/**
 * The users CSV import: choose a file → parse it in a Web Worker (progress) → dry run on the platform, in chunks
 * (progress) → review the rows with their problems → commit the valid rows (in chunks; the platform validates
 * again) → the outcome, with any rows the platform still rejected.
 */
export const UsersImportDialog = ({ open, onClose }: UsersImportDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { parse, cancel } = useCsvParser();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.users-import.${key}`, options);

  const dryRun = useMutation({
    mutationFn: async (outcome: ParseOutcome) => {
      abortRef.current = new AbortController();
      const rows = outcome.rows.map((r) => r.row);
      setStep({ kind: 'checking', done: 0, total: rows.length });
      const answer = await dataProvider.usersCsvParse(rows, {
        signal: abortRef.current.signal,
        onProgress: (done, total) => setStep({ kind: 'checking', done, total }),
      });
      const server = new Map<number, ImportRowError[]>(
        answer.results.map((result) => [result.rowNumber, result.errors]),
      );
      return mergeRowErrors(outcome.rows, server);
    },
  });

  const commit = useMutation({
    mutationFn: async (validRows: ReviewedRow[]) => {
      abortRef.current = new AbortController();
      setStep({ kind: 'committing', done: 0, total: validRows.length });
      const answer = await dataProvider.usersBulkAdd(
        validRows.map((r) => r.row),
        {
          signal: abortRef.current.signal,
          onProgress: (done, total) => setStep({ kind: 'committing', done, total }),
        },
      );
      const byRow = new Map(validRows.map((r) => [r.row.rowNumber, r.row]));
      const rejected = answer.results
        .filter((result) => !result.created)
        .flatMap((result) => {
          const row = byRow.get(result.rowNumber);
          return row ? [{ row, errors: result.errors }] : [];
        });
      return { created: answer.createdCount, rejected };
    },
  });

  const reset = () => {
    cancel();
    abortRef.current?.abort();
    setStep({ kind: 'choose' });
    if (inputRef.current) inputRef.current.value = '';
  };

  const close = () => {
    const createdAny = step.kind === 'done' && step.created > 0;
    reset();
    onClose(createdAny);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isCsvFile(file)) return setStep({ kind: 'choose', error: t('choose.notCsv') });
    if (file.size > DEFAULT_MAX_BULK_UPLOAD_BYTES)
      return setStep({
        kind: 'choose',
        error: t('choose.tooLarge', { max: DEFAULT_MAX_BULK_UPLOAD_BYTES / BYTES_PER_MB }),
      });
    setStep({ kind: 'parsing', percent: 0, rows: 0 });
    let outcome: ParseOutcome;
    try {
      outcome = await parse(file, (progress) =>
        setStep({
          kind: 'parsing',
          percent: progress.totalBytes ? (100 * progress.bytes) / progress.totalBytes : 0,
          rows: progress.rows,
        }),
      );
    } catch {
      return setStep({ kind: 'choose', error: translate('app.validation.readError') });
    }
    if (outcome.rows.length === 0) return setStep({ kind: 'choose', error: t('choose.empty') });
    try {
      const rows = await dryRun.mutateAsync(outcome);
      setStep({ kind: 'review', rows, issues: issuesOf(outcome) });
    } catch (error) {
      setStep({
        kind: 'choose',
        error: error instanceof Error ? translate(error.message, { _: error.message }) : undefined,
      });
    }
  };

  const onCommit = async (validRows: ReviewedRow[]) => {
    const previous = step;
    try {
      const result = await commit.mutateAsync(validRows);
      setStep({ kind: 'done', ...result });
    } catch (error) {
      // Back to the review (nothing is lost); rows of chunks already answered were created and audited.
      notify(error instanceof Error ? error.message : 'app.messages.genericError', {
        type: 'error',
      });
      setStep(previous);
    }
  };

  const content = () => {
    switch (step.kind) {
      case 'choose':
        return (
          <Stack spacing={2}>
            <Typography>{t('choose.intro')}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {(['email', 'firstName', 'lastName', 'roles', 'groups'] as const).map((column) => (
                <li key={column}>
                  <Typography variant="body2">
                    <Box component="code" sx={{ fontWeight: 600 }}>
                      {column}
                    </Box>
                    {' — '}
                    {t(`choose.columnHelp.${column}`)}
                  </Typography>
                </li>
              ))}
            </Box>
            {step.error ? <Alert severity="error">{step.error}</Alert> : null}
            <Box>
              <Button variant="contained" component="label" startIcon={<UploadFileIcon />}>
                {t('choose.button')}
                <input
                  ref={inputRef}
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label={t('choose.button')}
                  onChange={(event) => void onFile(event)}
                />
              </Button>
            </Box>
          </Stack>
        );
      case 'parsing':
        return (
          <Progress label={t('progress.parsing', { rows: step.rows })} percent={step.percent} />
        );
      case 'checking':
        return (
          <Progress
            label={t('progress.checking', { done: step.done, total: step.total })}
            percent={step.total ? (100 * step.done) / step.total : 0}
          />
        );
      case 'review':
        return (
          <ImportReview rows={step.rows} issues={step.issues} onCommit={(r) => void onCommit(r)} />
        );
      case 'committing':
        return (
          <Progress
            label={t('progress.committing', { done: step.done, total: step.total })}
            percent={step.total ? (100 * step.done) / step.total : 0}
          />
        );
      case 'done':
        return (
          <Stack spacing={2}>
            <Alert severity="success" data-testid="import-created">
              {t('done.created', { smart_count: step.created })}
            </Alert>
            {step.rejected.length > 0 ? (
              <>
                <Alert severity="warning">
                  {t('done.rejected', { smart_count: step.rejected.length })}
                </Alert>
                <DryRunTable rows={step.rejected} />
                <Box>
                  <ErrorReportButton rows={step.rejected} />
                </Box>
              </>
            ) : null}
          </Stack>
        );
    }
  };

  const busy = step.kind === 'parsing' || step.kind === 'checking' || step.kind === 'committing';
  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="lg">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent dividers>{content()}</DialogContent>
      <DialogActions>
        {step.kind === 'review' || step.kind === 'done' ? (
          <Button onClick={reset}>{t('chooseAnother')}</Button>
        ) : null}
        {busy ? (
          <Button onClick={reset}>{translate('ra.action.cancel')}</Button>
        ) : (
          <Button onClick={close}>{translate('ra.action.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
