import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useQuery } from '@tanstack/react-query';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  FilterButton,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import {
  CountryLabel,
  DateTimeField,
  ListEmptyState,
  ExportCsvButton,
  formatDateTime,
  type CsvColumn,
  ListLoadError,
  ListPagination,
} from '../../components';
import { PAGE_SIZE } from '../../contract/constants';
import type { AppDataProvider } from '../../dataProvider';
import { StatusChip } from '../workflows';
import { transactionFilters } from './filters';
import type { Transaction } from './schema';

const useExportColumns = (): CsvColumn<Transaction>[] => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.transactions.fields.${name}`);
  return [
    { header: field('publicId'), value: (t) => t.publicId },
    { header: field('status'), value: (t) => t.status },
    { header: field('workflowName'), value: (t) => t.workflowName },
    { header: field('workflowStatus'), value: (t) => t.workflowStatus },
    { header: field('workflowExecutionId'), value: (t) => t.workflowExecutionId },
    { header: field('country'), value: (t) => t.country.label },
    { header: field('source'), value: (t) => t.source },
    { header: field('customerReference'), value: (t) => t.customerReference ?? '' },
    { header: field('riskScore'), value: (t) => t.riskScore },
    {
      header: field('transactionCreationDate'),
      value: (t) => formatDateTime(t.transactionCreationDate),
    },
    { header: field('completedAt'), value: (t) => formatDateTime(t.completedAt) },
  ];
};

/** Filters and the formula-safe CSV export of every matching transaction. */
const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton<Transaction>
        columns={useExportColumns()}
        fileName={translate('resources.transactions.exportFile')}
      />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <ListEmptyState icon={ReceiptLongIcon} message={translate('resources.transactions.empty')} />
  );
};

/**
 * Transactions of the tenant (`GET init` for the filter options, then `POST filter` → `{list, total}`), newest
 * first. The list waits for init so the first page already has the platform's default order.
 */
export const TransactionList = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data: init } = useQuery({
    queryKey: ['transactions', 'init'],
    queryFn: () => dataProvider.getTransactionsInit(),
  });
  if (!init) return null;
  const sortable = (field: string) => init.sortableFields.includes(field);
  return (
    <List
      error={<ListLoadError />}
      pagination={<ListPagination />}
      filters={transactionFilters(init)}
      perPage={PAGE_SIZE}
      sort={{ field: init.defaultSort.field, order: init.defaultSort.direction }}
      empty={<Empty />}
      actions={<ListActions />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} size="small">
        <TextField source="publicId" sortable={false} sx={{ fontFamily: 'monospace' }} />
        <StatusChip source="status" sortable={false} />
        <TextField source="workflowName" sortable={false} />
        <StatusChip source="workflowStatus" sortable={false} />
        <FunctionField<Transaction>
          source="country"
          sortable={false}
          render={(t) => <CountryLabel country={t.country} />}
        />
        <FunctionField<Transaction>
          source="source"
          sortable={false}
          render={(t) => translate(`resources.transactions.sources.${t.source}`, { _: t.source })}
        />
        <NumberField source="riskScore" sortable={sortable('riskScore')} />
        <DateTimeField
          source="transactionCreationDate"
          sortable={sortable('transactionCreationDate')}
        />
        <DateTimeField source="completedAt" sortable={sortable('completedAt')} />
      </Datagrid>
    </List>
  );
};
