import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { useQuery } from '@tanstack/react-query';
import {
  CreateButton,
  Datagrid,
  List,
  TextField,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import {
  DateTimeField,
  ListEmptyState,
  ExportCsvButton,
  formatDate,
  type CsvColumn,
  ListLoadError,
  ListPagination,
} from '../../components';
import { PAGE_SIZE } from '../../contract/constants';
import type { AppDataProvider } from '../../dataProvider';
import { customerFilters } from './filters';
import type { Customer } from './schema';

const useExportColumns = (): CsvColumn<Customer>[] => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.customers.fields.${name}`);
  return [
    { header: field('customerId'), value: (c) => c.customerId },
    { header: field('customerName'), value: (c) => c.customerName },
    { header: field('customerReference'), value: (c) => c.customerReference },
    { header: field('name'), value: (c) => c.name },
    { header: field('createdAt'), value: (c) => formatDate(c.createdAt) },
  ];
};

const ListActions = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'customers', action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <CreateButton />}
      <ExportCsvButton<Customer>
        columns={useExportColumns()}
        fileName={translate('resources.customers.exportFile')}
      />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'customers', action: 'create' });
  return (
    <ListEmptyState
      icon={PeopleOutlineIcon}
      message={translate('resources.customers.empty')}
      action={canCreate && <CreateButton />}
    />
  );
};

/**
 * The tenant's customers (GET filter init, then POST filter). The init call says which columns the platform
 * can sort by and the default order; until it answers the list waits, so the first page is already in that order.
 */
export const CustomerList = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: init } = useQuery({
    queryKey: ['customers', 'filter-init'],
    queryFn: () => dataProvider.getCustomerFilterInit(),
  });
  if (!init) return null;
  const sortable = (field: string) => init.sortableFields.includes(field);
  return (
    <List
      error={<ListLoadError />}
      pagination={<ListPagination />}
      filters={customerFilters}
      perPage={PAGE_SIZE}
      sort={{ field: init.defaultSort.field, order: init.defaultSort.direction }}
      actions={<ListActions />}
      empty={<Empty />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} size="small">
        <TextField source="customerName" sortable={sortable('customerName')} />
        <TextField source="customerReference" sortable={sortable('customerReference')} />
        <TextField source="name" sortable={sortable('name')} />
        <DateTimeField source="createdAt" showTime={false} sortable={sortable('createdAt')} />
      </Datagrid>
    </List>
  );
};
