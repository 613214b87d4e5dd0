import { useId, type ReactNode } from 'react';
import { Modal, Paper, Stack, Typography } from '@mui/material';

export interface FullPageOverlayProps {
  open: boolean;
  /** Already translated title. */
  title: string;
  children: ReactNode;
  /** role of the content box: 'alert' announces it at once, 'dialog' for overlays with actions. */
  role: 'alert' | 'dialog';
}

/**
 * A page-covering layer. MUI's Modal hides the page from assistive technology, catches every click
 * on its backdrop and keeps focus inside, so nothing behind it can be used; Escape does not close it.
 */
export const FullPageOverlay = ({ open, title, children, role }: FullPageOverlayProps) => {
  const titleId = useId();
  return (
    <Modal
      open={open}
      disableEscapeKeyDown
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
      slotProps={{ backdrop: { sx: { bgcolor: 'rgba(15, 23, 42, 0.72)' } } }}
    >
      <Paper
        role={role}
        aria-labelledby={titleId}
        aria-modal={role === 'dialog' ? true : undefined}
        tabIndex={-1}
        sx={{ maxWidth: 480, width: '100%', p: 4, outline: 'none' }}
      >
        <Stack spacing={2} alignItems="center" textAlign="center">
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Modal>
  );
};
