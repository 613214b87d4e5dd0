import type { FieldValues } from 'react-hook-form';
import { Create, SimpleForm, useCreate, useNotify, useRedirect } from 'react-admin';
import { CustomerInputs } from './CustomerInputs';
import { customerChange, outcomeOfFailure } from './saveCustomer';

/** POST create; a duplicate reference becomes a field error under "Customer reference", the form is kept. */
export const CustomerCreate = () => {
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const save = async (values: FieldValues) => {
    try {
      const data = await create(
        'customers',
        { data: customerChange(values) },
        { returnPromise: true },
      );
      notify('ra.notification.created', { messageArgs: { smart_count: 1 } });
      redirect('show', 'customers', data.id);
      return undefined;
    } catch (error) {
      const outcome = outcomeOfFailure(error);
      if (outcome.message) notify(outcome.message, { type: 'error' });
      return outcome.fieldErrors;
    }
  };
  return (
    <Create>
      <SimpleForm onSubmit={save}>
        <CustomerInputs />
      </SimpleForm>
    </Create>
  );
};
