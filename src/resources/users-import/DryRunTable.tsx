import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  alpha,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORT_COLUMNS, type ImportColumn } from '../../contract/schemas/usersImport';
import { errorsFirst, type ReviewedRow } from './reviewModel';
import { useDescribeError } from './useDescribeError';

const ROWS_PER_PAGE = 25;

export interface DryRunTableProps {
  rows: readonly ReviewedRow[];
  /** Start with the rows in error only (the default when there are any). */
  initialFilter?: 'errors' | 'all';
}

/**
 * The dry-run table: rows in error first, paged (a 10,000-row file renders 25 rows at a time), each cell as typed
 * (text, never markup), the cells in error marked and the problems listed in words.
 */
export const DryRunTable = ({ rows, initialFilter }: DryRunTableProps) => {
  const translate = useTranslate();
  const describe = useDescribeError();
  const errorCount = useMemo(() => rows.filter((r) => r.errors.length > 0).length, [rows]);
  const [filter, setFilter] = useState<'errors' | 'all'>(
    initialFilter ?? (errorCount > 0 ? 'errors' : 'all'),
  );
  const [page, setPage] = useState(0);
  const shown = useMemo(
    () => (filter === 'errors' ? rows.filter((r) => r.errors.length > 0) : errorsFirst(rows)),
    [rows, filter],
  );
  const pageRows = shown.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  const column = (name: string) => translate(`resources.users-import.columns.${name}`);

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_, next: 'errors' | 'all' | null) => {
          if (next) {
            setFilter(next);
            setPage(0);
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="errors">
          {translate('resources.users-import.review.showErrors', { smart_count: errorCount })}
        </ToggleButton>
        <ToggleButton value="all">
          {translate('resources.users-import.review.showAll', { smart_count: rows.length })}
        </ToggleButton>
      </ToggleButtonGroup>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={translate('resources.users-import.review.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{column('rowNumber')}</TableCell>
              <TableCell>{column('status')}</TableCell>
              {IMPORT_COLUMNS.map((name) => (
                <TableCell key={name}>{column(name)}</TableCell>
              ))}
              <TableCell>{column('problems')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={IMPORT_COLUMNS.length + 3}>
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.users-import.review.noErrors')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              pageRows.map(({ row, errors }) => {
                const failed = new Set<ImportColumn>(errors.map((e) => e.field));
                return (
                  <TableRow key={row.rowNumber} data-testid={`import-row-${row.rowNumber}`}>
                    <TableCell>{row.rowNumber}</TableCell>
                    <TableCell>
                      {errors.length > 0 ? (
                        <Box
                          component="span"
                          sx={{ display: 'inline-flex', gap: 0.5, color: 'error.main' }}
                        >
                          <ErrorOutlineIcon fontSize="small" aria-hidden />
                          {translate('resources.users-import.review.rowInvalid')}
                        </Box>
                      ) : (
                        <Box
                          component="span"
                          sx={{ display: 'inline-flex', gap: 0.5, color: 'success.main' }}
                        >
                          <CheckCircleOutlineIcon fontSize="small" aria-hidden />
                          {translate('resources.users-import.review.rowValid')}
                        </Box>
                      )}
                    </TableCell>
                    {IMPORT_COLUMNS.map((name) => (
                      <TableCell
                        key={name}
                        sx={
                          failed.has(name)
                            ? {
                                bgcolor: (theme) => alpha(theme.palette.error.main, 0.1),
                                color: 'error.dark',
                                fontWeight: 500,
                              }
                            : undefined
                        }
                      >
                        {row[name] ?? ''}
                      </TableCell>
                    ))}
                    <TableCell>
                      {errors.map((error) => (
                        <Typography
                          key={`${error.field}-${error.code}-${error.value ?? ''}`}
                          variant="body2"
                          color="error"
                        >
                          {describe(error)}
                        </Typography>
                      ))}
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shown.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={ROWS_PER_PAGE}
        rowsPerPageOptions={[ROWS_PER_PAGE]}
      />
    </Box>
  );
};
