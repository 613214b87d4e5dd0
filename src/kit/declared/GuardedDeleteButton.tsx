import DeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import {
  Button,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { notifyGuardFailure, useGuardedAction } from '../../guard';
import { useDeclaration } from './DeclarationContext';

/**
 * The delete of a declaration with `guarded: ['delete']`: nothing is sent before the guard dialog is confirmed;
 * the guard fields travel in `meta.guard`. Words come from `resources.<name>.actions.delete`, `.guard.deleteTitle`,
 * `.guard.deleteDescription` (with `%{name}`) and `.deleted`, the kit's otherwise.
 */
export const GuardedDeleteButton = () => {
  const declaration = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne] = useDelete();
  const { runGuarded, guardDialog } = useGuardedAction();
  if (!record) return null;
  const key = (suffix: string) => `resources.${declaration.name}.${suffix}`;
  const name = String(record[declaration.recordRepresentation] ?? record.id);
  const words = (suffix: string, fallback: string) =>
    translate(key(suffix), { name, _: translate(fallback, { name }) });
  const remove = async () => {
    try {
      await runGuarded({
        title: words('guard.deleteTitle', 'kit.delete.guardedTitle'),
        description: words('guard.deleteDescription', 'kit.delete.content'),
        action: (guard) =>
          deleteOne(
            declaration.name,
            { id: record.id, previousData: record, meta: { guard } },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
      });
      notify(words('deleted', 'kit.delete.done'), { type: 'success' });
      redirect('list', declaration.name);
    } catch (error) {
      notifyGuardFailure(notify, error);
    }
  };
  return (
    <>
      <Button label={words('actions.delete', 'ra.action.delete')} color="error" onClick={remove}>
        <DeleteIcon />
      </Button>
      {guardDialog}
    </>
  );
};
