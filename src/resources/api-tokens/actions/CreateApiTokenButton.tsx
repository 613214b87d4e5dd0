import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Stack } from '@mui/material';
import {
  Button,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Form } from '../../../kit';
import { ModalDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { notifyGuardFailure, useGuardedAction } from '../../../guard';
import { ApiTokenInputs } from '../ApiTokenInputs';
import { OneTimeValueDialog } from '../OneTimeValueDialog';

interface CreateValues {
  label?: string;
  expiresOn?: string | null;
}

/**
 * Creates a token through the guard dialog and shows its value once. Deliberately not react-admin's `create`
 * (nor a react-query mutation): their results and variables stay in the query client's caches, and this answer
 * holds the one copy of the token value while the guard holds the password. The value lives in this
 * component's state until the user closes the dialog.
 */
export const CreateApiTokenButton = () => {
  const { canAccess } = useCanAccess({ resource: 'api-tokens', action: 'create' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const { runGuarded, guardDialog } = useGuardedAction();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [formOpen, setFormOpen] = useState(false);
  const [value, setValue] = useState<string | null>(null);

  if (!canAccess) return null;

  const submit = async (values: CreateValues) => {
    const draft = { label: (values.label ?? '').trim(), expiresOn: values.expiresOn || null };
    try {
      const created = await runGuarded({
        title: translate('resources.api-tokens.create.guardTitle', { label: draft.label }),
        action: (guard) => dataProvider.createApiToken(draft, guard),
      });
      setFormOpen(false);
      setValue(created.value);
      refresh();
    } catch (error) {
      notifyGuardFailure(notify, error);
    }
  };

  return (
    <>
      <Button label="resources.api-tokens.create.button" onClick={() => setFormOpen(true)}>
        <AddIcon />
      </Button>
      <ModalDialog
        open={formOpen}
        title="resources.api-tokens.create.title"
        onClose={() => setFormOpen(false)}
      >
        <Form
          onSubmit={(values: Record<string, unknown>) => submit(values as CreateValues)}
          mode="onChange"
        >
          <ApiTokenInputs withExpiry />
          <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
            <SaveButton label="resources.api-tokens.create.submit" icon={<AddIcon />} />
          </Stack>
        </Form>
      </ModalDialog>
      {guardDialog}
      <OneTimeValueDialog
        value={value}
        title="resources.api-tokens.oneTime.tokenTitle"
        onClose={() => setValue(null)}
      />
    </>
  );
};
