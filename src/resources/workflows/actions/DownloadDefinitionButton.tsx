import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { saveFile } from '../../../components';
import { failureMessageOf } from '../../../guard';
import { definitionFileName } from '../definitionFileName';
import type { Workflow } from '../schema';

/** Saves the definition file as `<name>.json` (the platform's `GET download` text, unchanged). */
export const DownloadDefinitionButton = () => {
  const record = useRecordContext<Workflow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const download = useMutation({
    mutationFn: (id: string) => dataProvider.downloadWorkflowDefinition(id),
    onSuccess: (text) => {
      if (record)
        saveFile(
          new Blob([text], { type: 'application/json;charset=utf-8' }),
          definitionFileName(record.name),
        );
    },
    onError: (error) => notify(failureMessageOf(error), { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Button
      label="resources.workflows.actions.download"
      onClick={() => download.mutate(record.id)}
      disabled={download.isPending}
    >
      <DownloadIcon />
    </Button>
  );
};
