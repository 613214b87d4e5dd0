import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KeyCap, ModalDialog } from '../../components';
import { REVIEW_SHORTCUTS } from './reviewKeys';

/** The `?` overlay: every shortcut of the review queue. */
export const ReviewHelpDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <ModalDialog
      open={open}
      title="resources.verifications.review.help"
      onClose={onClose}
      maxWidth="xs"
      actions={
        <Button onClick={onClose}>{translate('resources.verifications.serverExport.close')}</Button>
      }
    >
      <Table size="small">
        <TableBody>
          {REVIEW_SHORTCUTS.map(({ keys, command }) => (
            <TableRow key={command}>
              <TableCell sx={{ whiteSpace: 'nowrap', width: 96 }}>
                {keys.map((key) => (
                  <KeyCap key={key}>{key}</KeyCap>
                ))}
              </TableCell>
              <TableCell>
                {translate(`resources.verifications.review.shortcuts.${command}`)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ModalDialog>
  );
};
