import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { Chip } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DateTimeField, ListEmptyState, ListLoadError, ListPagination } from '../../components';
import { BulkDeleteReportsButton } from './BulkDeleteReportsButton';
import { DownloadReportButton } from './DownloadReportButton';
import { ReportConfigurationButton } from './ReportConfigurationButton';
import { ReportCriteriaField } from './ReportCriteriaField';
import { ReportStatusChip } from './ReportStatusChip';
import type { Report } from './schema';
import { useReportAccess } from './useReportAccess';
import { ActionsToolbar, useListDefaults } from '../../kit';

/** While a report is being prepared the list asks again now and then, so PENDING turns into DONE by itself. */
const PENDING_POLL_MS = 3000;

/** Dates stay on one line so rows are dense and scannable. */
const NO_WRAP = {
  '& .column-createdAt, & .column-criteria p': { whiteSpace: 'nowrap' },
  '& td.column-name': { minWidth: 180 },
};

const ListActions = () => {
  const { typesFor } = useReportAccess();
  return (
    <ActionsToolbar>
      <ReportConfigurationButton />
      {typesFor('create').length > 0 && <CreateButton />}
    </ActionsToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  const { typesFor } = useReportAccess();
  const canCreate = typesFor('create').length > 0;
  return (
    <ListEmptyState
      icon={AssessmentOutlinedIcon}
      message={translate('resources.reports.empty')}
      hint={canCreate ? translate('resources.reports.emptyHint') : undefined}
      action={canCreate && <CreateButton />}
    />
  );
};

/**
 * Data reports (GET data-report/?page=<offset/10>&size=&reportType=&direction=): only the types the user may
 * view; download and delete are offered per row by the row's type.
 */
export const ReportList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { may, typesFor } = useReportAccess();
  const viewable = typesFor('view');
  const filters = [
    <SelectInput
      key="reportType"
      source="reportType"
      choices={viewable.map((type) => ({
        id: type,
        name: `resources.reports.choices.reportType.${type}`,
      }))}
      alwaysOn
    />,
  ];
  const canDeleteAny = typesFor('delete').length > 0;
  return (
    <List
      error={<ListLoadError />}
      pagination={<ListPagination />}
      filters={filters}
      {...useListDefaults()}
      actions={<ListActions />}
      empty={<Empty />}
      queryOptions={{
        refetchInterval: (query) =>
          (query.state.data?.data ?? []).some((report: Report) => report.status === 'PENDING')
            ? PENDING_POLL_MS
            : false,
      }}
    >
      <Datagrid
        rowClick={false}
        size="small"
        sx={NO_WRAP}
        bulkActionButtons={canDeleteAny ? <BulkDeleteReportsButton /> : false}
        isRowSelectable={(report) => may('delete', (report as Report).reportType)}
      >
        <FunctionField<Report>
          source="status"
          sortable={false}
          render={() => <ReportStatusChip />}
        />
        <TextField source="name" sortable={false} />
        <FunctionField<Report>
          source="reportType"
          sortable={false}
          render={(report) => (
            <Chip
              size="small"
              variant="outlined"
              label={translate(`resources.reports.choices.reportType.${report.reportType}`)}
            />
          )}
        />
        <FunctionField<Report>
          source="criteria"
          sortable={false}
          render={() => <ReportCriteriaField />}
        />
        <DateTimeField source="createdAt" />
        <TextField source="createdBy" sortable={false} />
        {/* Digits grouped as the portal's language writes them (1.274 in German). */}
        <NumberField source="rowCount" sortable={false} emptyText="—" locales={locale} />
        <FunctionField<Report> label="" sortable={false} render={() => <DownloadReportButton />} />
      </Datagrid>
    </List>
  );
};
