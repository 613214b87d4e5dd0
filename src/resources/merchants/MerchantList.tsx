import StorefrontIcon from '@mui/icons-material/Storefront';
import { Datagrid, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import {
  DateTimeField,
  ListEmptyState,
  ExportCsvButton,
  formatDateTime,
  type CsvColumn,
  ListLoadError,
  ListPagination,
} from '../../components';
import { PAGE_SIZE } from '../../contract/constants';
import { EnabledChip } from '../tenants';
import { merchantFilters } from './filters';
import type { Merchant } from './schema';

const useExportColumns = (): CsvColumn<Merchant>[] => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.merchants.fields.${name}`);
  return [
    { header: field('merchantId'), value: (m) => m.merchantId },
    { header: field('name'), value: (m) => m.name },
    { header: field('merchantName'), value: (m) => m.merchantName },
    { header: field('merchantInfoId'), value: (m) => m.merchantInfoId },
    { header: field('merchantPublicGuid'), value: (m) => m.merchantPublicGuid },
    {
      header: field('enabled'),
      value: (m) => translate(`resources.merchants.status.${m.enabled ? 'enabled' : 'disabled'}`),
    },
    { header: field('tenantName'), value: (m) => m.tenantName },
    { header: field('createdAt'), value: (m) => formatDateTime(m.createdAt) },
  ];
};

const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ExportCsvButton<Merchant>
        columns={useExportColumns()}
        fileName={translate('resources.merchants.exportFile')}
      />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <ListEmptyState icon={StorefrontIcon} message={translate('resources.merchants.empty')} />;
};

/** The merchants of the current tenant: search by name, filter by status and creation date range. */
export const MerchantList = () => (
  <List
    error={<ListLoadError />}
    pagination={<ListPagination />}
    filters={merchantFilters}
    perPage={PAGE_SIZE}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListActions />}
    empty={<Empty />}
  >
    <Datagrid rowClick="show" bulkActionButtons={false} size="small">
      <TextField source="name" />
      <TextField source="merchantName" />
      <TextField source="merchantInfoId" sortable={false} />
      <EnabledChip source="enabled" label="resources.merchants.fields.enabled" />
      <DateTimeField source="createdAt" />
    </Datagrid>
  </List>
);
