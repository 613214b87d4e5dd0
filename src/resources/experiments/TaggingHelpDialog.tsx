import { Button, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ExperimentTaggingTemplate } from '../../contract/schemas/experiments';
import { KeyCap, ModalDialog } from '../../components';

const K = 'resources.experiments.tagging';

/** The `?` overlay: the template's label keys, then moving on and back. */
export const TaggingHelpDialog = ({
  open,
  onClose,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  labels: ExperimentTaggingTemplate['labels'];
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows: { keys: string[]; text: string }[] = [
    ...labels.map((label) => ({
      keys: [label.shortcut.toUpperCase()],
      text: locale === 'de' ? label.names.de : label.names.en,
    })),
    { keys: ['J', '→'], text: translate(`${K}.helpNext`) },
    { keys: ['K', '←'], text: translate(`${K}.helpPrevious`) },
    { keys: ['?'], text: translate(`${K}.helpHelp`) },
  ];
  return (
    <ModalDialog
      open={open}
      title={`${K}.helpTitle`}
      onClose={onClose}
      maxWidth="xs"
      actions={<Button onClick={onClose}>{translate(`${K}.helpClose`)}</Button>}
    >
      <p>{translate(`${K}.helpLabels`)}</p>
      <Table size="small">
        <TableBody>
          {rows.map(({ keys, text }) => (
            <TableRow key={keys.join()}>
              <TableCell sx={{ whiteSpace: 'nowrap', width: 96 }}>
                {keys.map((key) => (
                  <KeyCap key={key}>{key}</KeyCap>
                ))}
              </TableCell>
              <TableCell>{text}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ModalDialog>
  );
};
