import type { ReactNode } from 'react';
import { TableContainer, type SxProps, type Theme } from '@mui/material';

/**
 * A table that scrolls sideways inside its own box when it is wider than the screen, instead of widening the
 * page: the box takes its width from where it sits (`contain: inline-size`), never from the table. Not for a
 * box that sizes itself to its content (a dialog without a full width), which would collapse.
 */
export const ScrollingTable = ({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) => (
  <TableContainer sx={[{ contain: 'inline-size' }, ...(Array.isArray(sx) ? sx : [sx])]}>
    {children}
  </TableContainer>
);
