import { useId, type ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  type DialogProps,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

export interface ModalDialogProps {
  open: boolean;
  /** i18n key (or literal text) of the title. */
  title: string;
  titleArgs?: Record<string, unknown>;
  /** Called on Escape, on the X button and on a backdrop click. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons shown at the bottom right. */
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}

/**
 * A titled modal dialog. MUI's Dialog traps focus inside and returns it to the opener on close;
 * Escape and the labelled X button both close it.
 */
export const ModalDialog = ({
  open,
  title,
  titleArgs,
  onClose,
  children,
  actions,
  maxWidth = 'sm',
}: ModalDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate(title, { _: title, ...titleArgs })}
      </DialogTitle>
      <IconButton
        aria-label={translate('app.dialog.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {children !== undefined && <DialogContent dividers>{children}</DialogContent>}
      {actions !== undefined && <DialogActions sx={{ px: 3, py: 2 }}>{actions}</DialogActions>}
    </Dialog>
  );
};
