import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

/** The plain table behind a chart (its text alternative and its keyboard view). */
export const DataTable = ({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) => (
  <Table size="small" stickyHeader aria-label={caption}>
    <TableHead>
      <TableRow>
        {headers.map((header, index) => (
          <TableCell key={header} align={index === 0 ? 'left' : 'right'} component="th" scope="col">
            {header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((row) => (
        <TableRow key={row.key}>
          {row.cells.map((cell, index) => (
            <TableCell
              key={index}
              align={index === 0 ? 'left' : 'right'}
              component={index === 0 ? 'th' : 'td'}
              scope={index === 0 ? 'row' : undefined}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {cell}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
