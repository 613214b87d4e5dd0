import type { ReactNode } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_CANCEL_KEY, DEFAULT_CONFIRM_KEY } from '../contract/constants';
import { ModalDialog } from './ModalDialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** i18n key (or literal text) of the title. */
  title: string;
  /** Optional body: an i18n key (string) or any node. */
  content?: ReactNode;
  contentArgs?: Record<string, unknown>;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmDisabled?: boolean;
  /** Colour of the confirm button; 'error' for destructive actions. */
  confirmColor?: 'primary' | 'error';
  onConfirm: () => void;
  /** Called by the Cancel button, Escape and the X button. */
  onCancel: () => void;
}

/** A modal asking the user to confirm an action; Cancel is the safe default ('OK' / 'Cancel'). */
export const ConfirmDialog = ({
  open,
  title,
  content,
  contentArgs,
  confirmLabel = DEFAULT_CONFIRM_KEY,
  cancelLabel = DEFAULT_CANCEL_KEY,
  confirmDisabled = false,
  confirmColor = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{translate(cancelLabel, { _: cancelLabel })}</Button>
          <Button
            variant="contained"
            color={confirmColor}
            onClick={onConfirm}
            disabled={confirmDisabled}
          >
            {translate(confirmLabel, { _: confirmLabel })}
          </Button>
        </>
      }
    >
      {typeof content === 'string' ? (
        <DialogContentText>{translate(content, { _: content, ...contentArgs })}</DialogContentText>
      ) : (
        content
      )}
    </ModalDialog>
  );
};
