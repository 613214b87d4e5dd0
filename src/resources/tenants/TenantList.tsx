import ApartmentIcon from '@mui/icons-material/Apartment';
import {
  CreateButton,
  Datagrid,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
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
import { EnabledChip } from './EnabledChip';
import { tenantFilters } from './filters';
import type { Tenant } from './schema';

const useExportColumns = (): CsvColumn<Tenant>[] => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.tenants.fields.${name}`);
  const status = (enabled: boolean) =>
    translate(`resources.tenants.status.${enabled ? 'enabled' : 'disabled'}`);
  return [
    { header: field('id'), value: (t) => t.id },
    { header: field('name'), value: (t) => t.name },
    { header: field('enabled'), value: (t) => status(t.enabled) },
    { header: field('merchantCount'), value: (t) => t.merchantCount },
    { header: field('customerCount'), value: (t) => t.customerCount },
    { header: field('userCount'), value: (t) => t.userCount },
    { header: field('createdAt'), value: (t) => formatDateTime(t.createdAt) },
  ];
};

const ListActions = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'tenants', action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <CreateButton />}
      <ExportCsvButton<Tenant>
        columns={useExportColumns()}
        fileName={translate('resources.tenants.exportFile')}
      />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <ListEmptyState icon={ApartmentIcon} message={translate('resources.tenants.empty')} />;
};

/** The tenants the signed-in administrator belongs to. */
export const TenantList = () => (
  <List
    error={<ListLoadError />}
    pagination={<ListPagination />}
    filters={tenantFilters}
    perPage={PAGE_SIZE}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListActions />}
    empty={<Empty />}
  >
    <Datagrid rowClick="show" bulkActionButtons={false} size="small">
      <TextField source="name" />
      <EnabledChip source="enabled" label="resources.tenants.fields.enabled" />
      <NumberField source="merchantCount" sortable={false} />
      <NumberField source="customerCount" sortable={false} />
      <NumberField source="userCount" sortable={false} />
      <DateTimeField source="createdAt" />
    </Datagrid>
  </List>
);
