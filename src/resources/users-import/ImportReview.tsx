import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { csvOf, downloadCsv } from '../../components';
import { USERS_IMPORT_MAX_ROWS } from '../../contract/constants';
import type { ImportColumn } from '../../contract/schemas/usersImport';
import { DryRunTable } from './DryRunTable';
import { canCommit, errorReportColumns, summarise, type ReviewedRow } from './reviewModel';
import { useDescribeError } from './useDescribeError';

export interface FileIssues {
  missingColumns: readonly ImportColumn[];
  unknownColumns: readonly string[];
  truncated: boolean;
}

export interface ImportReviewProps {
  rows: readonly ReviewedRow[];
  issues: FileIssues;
  onCommit: (validRows: ReviewedRow[]) => void;
  busy?: boolean;
}

/** Downloads the rows in error as a formula-safe CSV (what was typed, and the problems in words). */
export const ErrorReportButton = ({ rows }: { rows: readonly ReviewedRow[] }) => {
  const translate = useTranslate();
  const describe = useDescribeError();
  const failed = rows.filter((r) => r.errors.length > 0);
  const onClick = async () =>
    downloadCsv(
      await csvOf(
        failed,
        errorReportColumns((key) => translate(`resources.users-import.columns.${key}`), describe),
      ),
      translate('resources.users-import.review.reportFile'),
    );
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={onClick}
      disabled={failed.length === 0}
    >
      {translate('resources.users-import.review.downloadReport')}
    </Button>
  );
};

/**
 * The dry-run result: counts, file-level problems, the table and the commit decision. With rows in error the
 * commit stays disabled until the user explicitly chooses to import the valid rows only; the rows in error are
 * then skipped, never sent.
 */
export const ImportReview = ({ rows, issues, onCommit, busy = false }: ImportReviewProps) => {
  const translate = useTranslate();
  const [validRowsOnly, setValidRowsOnly] = useState(false);
  const summary = useMemo(() => summarise(rows), [rows]);
  const allowed = canCommit(summary, validRowsOnly) && !busy;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.users-import.review.${key}`, options);
  const column = (name: string) => translate(`resources.users-import.columns.${name}`);

  return (
    <Stack spacing={2}>
      <Typography data-testid="import-summary" aria-live="polite">
        {t('summary', {
          total: summary.total,
          valid: summary.valid,
          invalid: summary.invalid,
        })}
      </Typography>
      {issues.missingColumns.length > 0 ? (
        <Alert severity="error">
          {t('missingColumns', { columns: issues.missingColumns.map(column).join(', ') })}
        </Alert>
      ) : null}
      {issues.unknownColumns.length > 0 ? (
        <Alert severity="info">
          {t('unknownColumns', { columns: issues.unknownColumns.join(', ') })}
        </Alert>
      ) : null}
      {issues.truncated ? (
        <Alert severity="warning">{t('truncated', { max: USERS_IMPORT_MAX_ROWS })}</Alert>
      ) : null}
      <DryRunTable rows={rows} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ErrorReportButton rows={rows} />
        {summary.invalid > 0 && summary.valid > 0 ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={validRowsOnly}
                onChange={(event) => setValidRowsOnly(event.target.checked)}
              />
            }
            label={t('validRowsOnly', { valid: summary.valid, invalid: summary.invalid })}
          />
        ) : null}
      </Box>
      {summary.invalid > 0 && !validRowsOnly ? (
        <Alert severity="warning" data-testid="commit-blocked">
          {summary.valid > 0 ? t('blocked') : t('nothingValid')}
        </Alert>
      ) : null}
      <Box>
        <Button
          variant="contained"
          disabled={!allowed}
          onClick={() => onCommit(rows.filter((r) => r.errors.length === 0))}
        >
          {t('commit', { smart_count: summary.valid })}
        </Button>
      </Box>
    </Stack>
  );
};
