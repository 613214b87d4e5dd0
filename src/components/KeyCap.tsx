import { Box } from '@mui/material';

/** A key of the keyboard as a help overlay shows it ("J", "?", "→"). */
export const KeyCap = ({ children }: { children: string }) => (
  <Box
    component="kbd"
    sx={{
      display: 'inline-block',
      minWidth: 24,
      px: 0.75,
      mr: 0.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 0.5,
      fontFamily: 'monospace',
      textAlign: 'center',
      bgcolor: 'action.hover',
    }}
  >
    {children}
  </Box>
);
