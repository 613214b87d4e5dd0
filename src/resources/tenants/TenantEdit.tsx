import type { FieldValues } from 'react-hook-form';
import {
  Edit,
  SimpleForm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { isGuardCancelledError, useGuardedAction } from '../../guard';
import type { Tenant } from './schema';
import { TenantInputs } from './TenantInputs';
import { failureMessageOf, formErrorsOf } from './serverErrors';

const DUPLICATE = { DUPLICATE_ENTITY: 'resources.tenants.errors.duplicateName' };

/**
 * PUT update, guarded: the dialog asks for password, security code, reason and classification; the change goes
 * out only after confirming (pessimistic), and server field errors land on the form's fields.
 */
const TenantEditForm = () => {
  const record = useRecordContext<Tenant>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { runGuarded, guardDialog } = useGuardedAction();
  if (!record) return null;

  const save = async (values: FieldValues) => {
    const change = {
      name: String(values.name ?? '').trim(),
      enabled: values.enabled === true,
      version: record.version,
    };
    try {
      await runGuarded({
        title: 'resources.tenants.guard.updateTitle',
        description: translate('resources.tenants.guard.updateDescription', { name: record.name }),
        action: (guard) =>
          dataProvider.update('tenants', {
            id: record.id,
            data: change,
            previousData: record,
            meta: { guard },
          }),
      });
      notify('ra.notification.updated', { messageArgs: { smart_count: 1 } });
      refresh();
      redirect('show', 'tenants', record.id);
      return undefined;
    } catch (error) {
      if (isGuardCancelledError(error)) return undefined;
      const fields = formErrorsOf(error, DUPLICATE);
      if (fields) return fields;
      notify(failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };

  return (
    <>
      <SimpleForm onSubmit={save}>
        <TenantInputs />
      </SimpleForm>
      {guardDialog}
    </>
  );
};

export const TenantEdit = () => (
  <Edit mutationMode="pessimistic">
    <TenantEditForm />
  </Edit>
);
