import { useGetIdentity, useRecordContext } from 'react-admin';
import { TRANSFER_ENTITY_TYPES, type TransferEntityType } from '../../../contract/schemas/tenants';
import { useDeclaration } from '../../../kit';
import { TransferToTenantButton, type TransferToTenantButtonProps } from './TransferToTenantButton';

const isTransferable = (entityType: string): entityType is TransferEntityType =>
  (TRANSFER_ENTITY_TYPES as readonly string[]).includes(entityType);

/**
 * The move of a declared record (a merchant, a customer) to another tenant, as a declaration's `showActions`:
 * the record comes from react-admin's record context and is named by the declaration's recordRepresentation;
 * its tenant's name is the record's own or, for records that carry none, the signed-in tenant's. The button
 * checks its own access.
 */
export const TransferRecordButton = () => {
  const declaration = useDeclaration();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const entityType = declaration.entityType.toUpperCase();
  if (!record || !isTransferable(entityType)) return null;
  const tenantName =
    typeof record.tenantName === 'string'
      ? record.tenantName
      : typeof identity?.tenantName === 'string'
        ? identity.tenantName
        : '';
  return (
    <TransferToTenantButton
      entityType={entityType}
      resource={declaration.name as TransferToTenantButtonProps['resource']}
      entity={{
        id: String(record.id),
        label: String(record[declaration.recordRepresentation] ?? record.id),
        tenantId: String(record.tenantId ?? ''),
        tenantName,
      }}
    />
  );
};
