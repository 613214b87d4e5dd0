import type { FieldValues } from 'react-hook-form';
import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { useGuardedUpdate } from '../../guard';
import { MerchantInputs } from './MerchantInputs';
import type { Merchant } from '../../contract/resources/merchants';
import type { MerchantDetailsChange } from './schema';

/** General details, PUT details, guarded and pessimistic; server field errors land on the fields. */
const MerchantEditForm = () => {
  const record = useRecordContext<Merchant>();
  const translate = useTranslate();
  const { save, guardDialog } = useGuardedUpdate({
    resource: 'merchants',
    title: 'resources.merchants.guard.detailsTitle',
  });
  if (!record) return null;

  const onSubmit = (values: FieldValues) => {
    const change: MerchantDetailsChange = {
      name: String(values.name ?? '').trim(),
      merchantName: String(values.merchantName ?? '').trim(),
      merchantInfoId: String(values.merchantInfoId ?? '').trim(),
      enabled: values.enabled === true,
      version: record.version,
    };
    return save(
      record,
      { ...change },
      translate('resources.merchants.guard.detailsDescription', { name: record.name }),
    );
  };

  return (
    <>
      <SimpleForm onSubmit={onSubmit}>
        <MerchantInputs />
      </SimpleForm>
      {guardDialog}
    </>
  );
};

/** Hand-written because the change is guarded (the generated edit page is not). */
const MerchantEdit = () => (
  <Edit mutationMode="pessimistic">
    <MerchantEditForm />
  </Edit>
);

export default MerchantEdit;
