import {
  EditButton,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { DateTimeField } from '../../components';
import { EnabledChip, TransferToTenantButton } from '../tenants';
import { IpWhitelistEditor } from './IpWhitelistEditor';
import { MerchantNotes } from './MerchantNotes';
import type { Merchant } from './schema';

/**
 * The merchant's page is tabbed so the settings of a later issue slot in as further tabs, each gated by its own
 * view permission, in this order after "IP whitelist":
 *   accepted IDs (PERM_MERCHANT_ACCEPTED_IDS_VIEW), multi-document, general / redirect / application
 *   (PERM_MERCHANT_APPLICATION_VIEW), offline token, SLA & fraud check (PERM_MERCHANT_SLA_VIEW), platform,
 *   mobile SDK, consent (PERM_CUSTOMER_CONSENT_VIEW), remediation.
 * Each will be a `<TabbedShowLayout.Tab path="...">` with its own component and endpoint-table keys; no tab is
 * shown before it works.
 */
const ShowActions = () => {
  const record = useRecordContext<Merchant>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'merchants', action: 'edit' });
  return (
    <TopToolbar>
      {record && (
        <TransferToTenantButton
          entityType="MERCHANT"
          resource="merchants"
          entity={{
            id: record.id,
            label: record.name,
            tenantId: record.tenantId,
            tenantName: record.tenantName,
          }}
        />
      )}
      {canEdit && <EditButton />}
    </TopToolbar>
  );
};

const NotesTab = () => {
  const record = useRecordContext<Merchant>();
  return record ? <MerchantNotes merchantId={record.id} /> : null;
};

const IpWhitelistTab = () => {
  const record = useRecordContext<Merchant>();
  return record ? <IpWhitelistEditor merchantId={record.id} /> : null;
};

export const MerchantShow = () => {
  const { canAccess: canSeeNotes } = useCanAccess({ resource: 'merchants', action: 'notes' });
  const { canAccess: canSeeWhitelist } = useCanAccess({
    resource: 'merchants',
    action: 'ipWhitelist',
  });
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.merchants.tabs.details">
          <TextField source="merchantId" />
          <TextField source="name" />
          <TextField source="merchantName" />
          <TextField source="merchantInfoId" />
          <TextField source="merchantPublicGuid" />
          <EnabledChip source="enabled" label="resources.merchants.fields.enabled" />
          <TextField source="tenantName" />
          <TextField source="tenantId" />
          <DateTimeField source="createdAt" />
        </TabbedShowLayout.Tab>
        {canSeeNotes && (
          <TabbedShowLayout.Tab label="resources.merchants.tabs.notes" path="notes">
            <NotesTab />
          </TabbedShowLayout.Tab>
        )}
        {canSeeWhitelist && (
          <TabbedShowLayout.Tab label="resources.merchants.tabs.ipWhitelist" path="ip-whitelist">
            <IpWhitelistTab />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
};
