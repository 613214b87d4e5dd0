import type { FieldValues } from 'react-hook-form';
import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { useGuardedUpdate } from '../../guard';
import type { Tenant } from './schema';
import { TenantInputs } from './TenantInputs';

const DUPLICATE = { DUPLICATE_ENTITY: 'resources.tenants.errors.duplicate.name' };

/**
 * PUT update, guarded: the dialog asks for password, security code, reason and classification; the change goes
 * out only after confirming (pessimistic), and server field errors land on the form's fields.
 */
const TenantEditForm = () => {
  const record = useRecordContext<Tenant>();
  const translate = useTranslate();
  const { save, guardDialog } = useGuardedUpdate({
    resource: 'tenants',
    title: 'resources.tenants.guard.updateTitle',
    fieldErrorKeys: DUPLICATE,
  });
  if (!record) return null;

  const onSubmit = (values: FieldValues) =>
    save(
      record,
      {
        name: String(values.name ?? '').trim(),
        enabled: values.enabled === true,
        version: record.version,
      },
      translate('resources.tenants.guard.updateDescription', { name: record.name }),
    );

  return (
    <>
      <SimpleForm onSubmit={onSubmit}>
        <TenantInputs />
      </SimpleForm>
      {guardDialog}
    </>
  );
};

/** The edit view of the declared tenants: the generated form cannot ask for the guard yet. */
const TenantEdit = () => (
  <Edit mutationMode="pessimistic">
    <TenantEditForm />
  </Edit>
);

export default TenantEdit;
