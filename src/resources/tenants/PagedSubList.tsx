import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { PAGE_SIZE } from '../../contract/constants';
import type { SubPage } from '../../dataProvider/actions/tenants';
import { failureMessageOf } from '../../guard';

export interface SubListColumn<T> {
  /** i18n key of the header. */
  label: string;
  render: (row: T) => ReactNode;
}

export interface PagedSubListProps<T extends { id: string }> {
  /** i18n key of the card title. */
  title: string;
  /** i18n key of the empty state. */
  empty: string;
  queryKey: readonly unknown[];
  /** `page` is 0-based; always PAGE_SIZE rows per page (spec section 9). */
  fetchPage: (page: number, size: number) => Promise<SubPage<T>>;
  columns: readonly SubListColumn<T>[];
}

/** A read-only table paged on the server, 10 rows per page, for lists that belong to one record. */
export const PagedSubList = <T extends { id: string }>({
  title,
  empty,
  queryKey,
  fetchPage,
  columns,
}: PagedSubListProps<T>) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { data, isPending, isFetching, error } = useQuery({
    queryKey: [...queryKey, page],
    queryFn: () => fetchPage(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    // `contain: inline-size`: the card takes its width from the page, and a phone scrolls the table inside it
    // instead of widening the page.
    <Card variant="outlined" sx={{ contain: 'inline-size' }}>
      <CardHeader title={translate(title)} titleTypographyProps={{ variant: 'subtitle1' }} />
      {/* The idle bar only keeps the table from jumping when a page loads: hidden from screen readers. */}
      {isFetching ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <LinearProgress variant="determinate" value={0} sx={{ opacity: 0 }} aria-hidden />
      )}
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <Alert severity="error">{translate(failureMessageOf(error))}</Alert>
        ) : !isPending && data?.totalElements === 0 ? (
          <Typography color="text.secondary">{translate(empty)}</Typography>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label={translate(title)}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.label}>{translate(column.label)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(data?.content ?? []).map((row) => (
                    <TableRow key={row.id}>
                      {columns.map((column) => (
                        <TableCell key={column.label}>{column.render(row)}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={data?.totalElements ?? 0}
              page={page}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};
