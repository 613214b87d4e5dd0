import { useState } from 'react';
import {
  Alert,
  Box,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime, ScrollingTable } from '../../components';
import { PAGE_SIZE } from '../../contract/constants';
import type { AppDataProvider } from '../../dataProvider';
import { AuditResultChip, diffAuditValues, useAuditLabels, type DiffRow } from '../auditlog';

const T = 'resources.verifications.audit';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The changed fields of one entry, compact enough for a table cell. The comparison is the audit log's own
 * (`diffAuditValues`), so this tab and the audit-log entry page never disagree; the full field table is one
 * click away on the entry page.
 */
const Changes = ({ before, after }: { before: unknown; after: unknown }) => {
  const translate = useTranslate();
  const changes = diffAuditValues(before, after).filter((row) => row.kind !== 'unchanged');
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.noChanges`)}
      </Typography>
    );
  // Status and decision values read as words; dates in the display format; anything else as stored.
  const shownLeaf = (value: unknown): string =>
    value === null || value === undefined
      ? translate(`${T}.emptyValue`)
      : typeof value === 'string' && ISO_INSTANT.test(value)
        ? formatDateTime(value)
        : translate(`resources.verifications.status.${String(value)}`, { _: String(value) });
  const shown = (value: DiffRow['before']): string =>
    Array.isArray(value) ? value.map(shownLeaf).join(', ') : shownLeaf(value);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
      {changes.map((change) => (
        <Box key={change.path} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, pr: 1 }}>
            {change.path}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <Box component="del" sx={{ color: 'error.main' }}>
              {shown(change.before)}
            </Box>
            {' → '}
            <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none' }}>
              {shown(change.after)}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** The verification's own audit entries, newest first, 10 a page, each change as a readable diff. */
export const AuditLogPanel = ({ verificationId }: { verificationId: string }) => {
  const translate = useTranslate();
  const labels = useAuditLabels();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useQuery({
    queryKey: ['verifications', 'auditLog', verificationId, page],
    queryFn: () => dataProvider.getVerificationAuditLog(verificationId, page, PAGE_SIZE),
  });
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (isError) return <Alert severity="error">{translate(`${T}.loadError`)}</Alert>;
  if (data.totalElements === 0) return <Alert severity="info">{translate(`${T}.empty`)}</Alert>;
  return (
    <>
      <ScrollingTable>
        <Table size="small" aria-label={translate('resources.verifications.show.auditLog')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.time`)}</TableCell>
              <TableCell>{translate(`${T}.actor`)}</TableCell>
              <TableCell>{translate(`${T}.action`)}</TableCell>
              <TableCell>{translate(`${T}.result`)}</TableCell>
              <TableCell>{translate(`${T}.changes`)}</TableCell>
              <TableCell>{translate(`${T}.reason`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.content.map((entry) => (
              <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.timestamp)}
                </TableCell>
                <TableCell>{labels.actor(entry.actorEmail)}</TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={`/auditlog/${encodeURIComponent(entry.id)}/show`}
                  >
                    {labels.action(entry.action)}
                  </Link>
                </TableCell>
                <TableCell>
                  <AuditResultChip result={entry.result} />
                </TableCell>
                <TableCell>
                  <Changes before={entry.before} after={entry.after} />
                </TableCell>
                <TableCell>
                  {entry.reason ?? ''}
                  {entry.classification && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {labels.classification(entry.classification)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollingTable>
      <TablePagination
        component="div"
        count={data.totalElements}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next)}
      />
    </>
  );
};
