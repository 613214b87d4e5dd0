import type { FieldValues } from 'react-hook-form';
import { Edit, SimpleForm, useNotify, useRecordContext, useRedirect, useUpdate } from 'react-admin';
import { CustomerInputs } from './CustomerInputs';
import { customerChange, outcomeOfFailure } from './saveCustomer';
import type { Customer } from './schema';

/** PUT update with the version the form was based on (412 when someone else saved first). */
const CustomerEditForm = () => {
  const record = useRecordContext<Customer>();
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;
  const save = async (values: FieldValues) => {
    try {
      await update(
        'customers',
        {
          id: record.id,
          data: { ...customerChange(values), version: record.version },
          previousData: record,
        },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify('ra.notification.updated', { messageArgs: { smart_count: 1 } });
      redirect('show', 'customers', record.id);
      return undefined;
    } catch (error) {
      const outcome = outcomeOfFailure(error);
      if (outcome.message) notify(outcome.message, { type: 'error' });
      return outcome.fieldErrors;
    }
  };
  return (
    <SimpleForm onSubmit={save}>
      <CustomerInputs />
    </SimpleForm>
  );
};

export const CustomerEdit = () => (
  <Edit mutationMode="pessimistic">
    <CustomerEditForm />
  </Edit>
);
