import type { FieldValues } from 'react-hook-form';
import { Create, SimpleForm, useCreate, useNotify, useRedirect } from 'react-admin';
import { TenantInputs } from './TenantInputs';
import { failureMessageOf, formErrorsOf } from '../../guard';

const DUPLICATE = { DUPLICATE_ENTITY: 'resources.tenants.errors.duplicateName' };

/** POST add; a taken name comes back as a field error and the form keeps what was typed. */
export const TenantCreate = () => {
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const save = async (values: FieldValues) => {
    try {
      const data = await create(
        'tenants',
        { data: { name: String(values.name ?? '').trim(), enabled: values.enabled !== false } },
        { returnPromise: true },
      );
      notify('ra.notification.created', { messageArgs: { smart_count: 1 } });
      redirect('show', 'tenants', data.id);
      return undefined;
    } catch (error) {
      const fields = formErrorsOf(error, DUPLICATE);
      if (fields) return fields;
      notify(failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };
  return (
    <Create>
      <SimpleForm onSubmit={save} defaultValues={{ enabled: true }}>
        <TenantInputs />
      </SimpleForm>
    </Create>
  );
};
