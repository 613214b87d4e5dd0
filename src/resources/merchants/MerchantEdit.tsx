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
import { failureMessageOf, formErrorsOf } from '../tenants';
import { MerchantInputs } from './MerchantInputs';
import type { Merchant, MerchantDetailsChange } from './schema';

/** General details, PUT details, guarded and pessimistic; server field errors land on the fields. */
const MerchantEditForm = () => {
  const record = useRecordContext<Merchant>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { runGuarded, guardDialog } = useGuardedAction();
  if (!record) return null;

  const save = async (values: FieldValues) => {
    const change: MerchantDetailsChange = {
      name: String(values.name ?? '').trim(),
      merchantName: String(values.merchantName ?? '').trim(),
      merchantInfoId: String(values.merchantInfoId ?? '').trim(),
      enabled: values.enabled === true,
      version: record.version,
    };
    try {
      await runGuarded({
        title: 'resources.merchants.guard.detailsTitle',
        description: translate('resources.merchants.guard.detailsDescription', {
          name: record.name,
        }),
        action: (guard) =>
          dataProvider.update('merchants', {
            id: record.id,
            data: change,
            previousData: record,
            meta: { guard },
          }),
      });
      notify('ra.notification.updated', { messageArgs: { smart_count: 1 } });
      refresh();
      redirect('show', 'merchants', record.id);
      return undefined;
    } catch (error) {
      if (isGuardCancelledError(error)) return undefined;
      const fields = formErrorsOf(error);
      if (fields) return fields;
      notify(failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };

  return (
    <>
      <SimpleForm onSubmit={save}>
        <MerchantInputs />
      </SimpleForm>
      {guardDialog}
    </>
  );
};

export const MerchantEdit = () => (
  <Edit mutationMode="pessimistic">
    <MerchantEditForm />
  </Edit>
);
