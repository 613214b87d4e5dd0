import { TabbedShowLayout, useCanAccess, useRecordContext } from 'react-admin';
import { Show } from '../../kit';
import type { Merchant } from '../../contract/resources/merchants';
import { DeclaredSections, DeclaredShowActions } from '../../kit/declared/DeclaredShow';
import { CallbackSettings } from './CallbackSettings';
import { IpWhitelistEditor } from './IpWhitelistEditor';
import { MerchantNotes } from './MerchantNotes';

/**
 * The merchant's page is tabbed: the declared details (with the record's history), then the notes and the IP
 * whitelist and the callback URL, each gated by its own view permission. The settings of a later issue slot in as further tabs in
 * this order after "IP whitelist":
 *   accepted IDs (PERM_MERCHANT_ACCEPTED_IDS_VIEW), multi-document, general / redirect / application
 *   (PERM_MERCHANT_APPLICATION_VIEW), offline token, SLA & fraud check (PERM_MERCHANT_SLA_VIEW), platform,
 *   mobile SDK, consent (PERM_CUSTOMER_CONSENT_VIEW), remediation.
 * Each will be a `<TabbedShowLayout.Tab path="...">` with its own component and endpoint-table keys; no tab is
 * shown before it works. The toolbar is the generated one: the transfer to another tenant, then Edit.
 */
const NotesTab = () => {
  const record = useRecordContext<Merchant>();
  return record ? <MerchantNotes merchantId={record.id} /> : null;
};

const IpWhitelistTab = () => {
  const record = useRecordContext<Merchant>();
  return record ? <IpWhitelistEditor merchantId={record.id} /> : null;
};

const CallbackTab = () => {
  const record = useRecordContext<Merchant>();
  return record ? <CallbackSettings merchantId={record.id} /> : null;
};

const MerchantShow = () => {
  const { canAccess: canSeeNotes } = useCanAccess({ resource: 'merchants', action: 'notes' });
  const { canAccess: canSeeWhitelist } = useCanAccess({
    resource: 'merchants',
    action: 'ipWhitelist',
  });
  const { canAccess: canSeeCallback } = useCanAccess({ resource: 'merchants', action: 'callback' });
  return (
    <Show actions={<DeclaredShowActions />}>
      {/* Tighter tabs on a phone, so the four fit its width in every language. */}
      <TabbedShowLayout
        sx={{ '& .MuiTab-root': { px: { xs: 1, sm: 2 }, minWidth: { xs: 0, sm: 90 } } }}
      >
        <TabbedShowLayout.Tab label="resources.merchants.tabs.details">
          <DeclaredSections />
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
        {canSeeCallback && (
          <TabbedShowLayout.Tab label="resources.merchants.tabs.callback" path="callback">
            <CallbackTab />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
};

export default MerchantShow;
