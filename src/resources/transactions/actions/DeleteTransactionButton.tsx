import DeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { notifyGuardFailure, useGuardedAction } from '../../../guard';
import type { Transaction } from '../schema';

/**
 * Deletes (wipes out) the transaction through the guard dialog. The workflow execution is kept; the dialog
 * says so. Nothing is sent before the dialog is confirmed.
 */
export const DeleteTransactionButton = () => {
  const record = useRecordContext<Transaction>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { runGuarded, guardDialog } = useGuardedAction();
  if (!record) return null;
  const remove = async () => {
    try {
      await runGuarded({
        title: 'resources.transactions.guard.deleteTitle',
        description: translate('resources.transactions.guard.deleteDescription', {
          publicId: record.publicId,
        }),
        action: (guard) => dataProvider.deleteTransaction(record.id, guard),
      });
      notify('resources.transactions.deleted', { type: 'success' });
      redirect('list', 'transactions');
    } catch (error) {
      notifyGuardFailure(notify, error);
    }
  };
  return (
    <>
      <Button label="resources.transactions.actions.delete" color="error" onClick={remove}>
        <DeleteIcon />
      </Button>
      {guardDialog}
    </>
  );
};
