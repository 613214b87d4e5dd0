import GroupsIcon from '@mui/icons-material/Groups';
import {
  CreateButton,
  Datagrid,
  FunctionField,
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
import { RoleChips, roleNameKey } from '../roles';
import { groupFilters } from './filters';
import type { Group } from './schema';

const useExportColumns = (): CsvColumn<Group>[] => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.groups.fields.${name}`);
  return [
    { header: field('name'), value: (g) => g.name },
    { header: field('description'), value: (g) => g.description },
    {
      header: field('roles'),
      value: (g) => g.roles.map((role) => translate(roleNameKey(role))).join('; '),
    },
    { header: field('memberCount'), value: (g) => g.memberCount },
    { header: field('updatedAt'), value: (g) => formatDateTime(g.updatedAt) },
  ];
};

const ListActions = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'groups', action: 'create' });
  return (
    <TopToolbar>
      {canCreate ? <CreateButton /> : null}
      <ExportCsvButton<Group>
        columns={useExportColumns()}
        fileName={translate('resources.groups.exportFile')}
      />
    </TopToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'groups', action: 'create' });
  return (
    <ListEmptyState
      icon={GroupsIcon}
      message={translate('resources.groups.empty')}
      hint={translate('resources.groups.emptyHint')}
      action={canCreate ? <CreateButton /> : null}
    />
  );
};

/** Groups of the tenant: paged, sorted and filtered on the server. */
export const GroupList = () => (
  <List
    error={<ListLoadError />}
    pagination={<ListPagination />}
    perPage={PAGE_SIZE}
    sort={{ field: 'name', order: 'ASC' }}
    filters={groupFilters}
    actions={<ListActions />}
    empty={<Empty />}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false} size="small">
      <TextField source="name" />
      <TextField source="description" sortable={false} />
      <FunctionField<Group>
        source="roles"
        sortable={false}
        render={(record) => <RoleChips roles={record.roles} />}
      />
      <NumberField source="memberCount" />
      <DateTimeField source="updatedAt" />
    </Datagrid>
  </List>
);
