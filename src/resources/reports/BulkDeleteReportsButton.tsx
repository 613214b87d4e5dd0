import { useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../../components';
import type { AppDataProvider } from '../../dataProvider';

/**
 * Deletes the selected reports after a confirmation (POST reports/bulk-delete {ids}). The platform deletes all
 * or nothing; rows of types the user may not delete cannot be selected in the first place.
 */
export const BulkDeleteReportsButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: (ids: string[]) => dataProvider.bulkDeleteReports(ids),
    onSuccess: (deleted) => {
      setOpen(false);
      onUnselectItems();
      refresh();
      notify('resources.reports.bulkDelete.done', { messageArgs: { smart_count: deleted } });
    },
    onError: () => {
      setOpen(false);
      notify('resources.reports.bulkDelete.failed', { type: 'error' });
    },
  });
  return (
    <>
      <Button
        label={translate('resources.reports.bulkDelete.button')}
        color="error"
        onClick={() => setOpen(true)}
      >
        <DeleteOutlineIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title="resources.reports.bulkDelete.title"
        content="resources.reports.bulkDelete.content"
        contentArgs={{ smart_count: selectedIds.length }}
        confirmLabel="resources.reports.bulkDelete.button"
        confirmColor="error"
        confirmDisabled={remove.isPending}
        onConfirm={() => remove.mutate(selectedIds.map(String))}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};
