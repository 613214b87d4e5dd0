import { Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  Title,
  useTranslate,
} from 'react-admin';
import { RoleMatrix } from './RoleMatrix';
import { roleNameKey } from './roleNames';
import type { RoleRecord } from './schema';
import { ListLoadError, ListPagination } from '../../components';
import { useListDefaults } from '../../kit';

const VIEW_PARAM = 'view';
const MATRIX = 'matrix';

// The page's own <Title> names it (the matrix tab has no list), so the list adds none of its own.
const RolesTable = () => {
  const translate = useTranslate();
  return (
    <List
      title={false}
      error={<ListLoadError />}
      pagination={<ListPagination />}
      {...useListDefaults()}
      exporter={false}
      actions={false}
      disableSyncWithLocation
    >
      <Datagrid rowClick="show" bulkActionButtons={false} size="small">
        <FunctionField<RoleRecord>
          source="name"
          sortable={false}
          render={(record) => translate(roleNameKey(record.id))}
        />
        <TextField source="id" />
        <NumberField source="permissionCount" />
        <NumberField source="userCount" />
      </Datagrid>
    </List>
  );
};

/**
 * Roles, read-only: the list (permissions per role, holders in this tenant) and the role × permission matrix,
 * chosen by a tab kept in the URL (`?view=matrix`) so the matrix can be linked to.
 */
export const RoleList = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM) === MATRIX ? MATRIX : 'list';
  return (
    // `contain: inline-size`: the wide matrix scrolls in its own box instead of widening the page.
    <Box sx={{ mt: 1, minWidth: 0, width: '100%', contain: 'inline-size' }}>
      <Title title={translate('resources.roles.name', { smart_count: 2 })} />
      <Tabs
        value={view}
        onChange={(_, next: string) => setParams(next === MATRIX ? { [VIEW_PARAM]: MATRIX } : {})}
        sx={{ mb: 1 }}
      >
        <Tab value="list" label={translate('resources.roles.tabs.list')} />
        <Tab value={MATRIX} label={translate('resources.roles.tabs.matrix')} />
      </Tabs>
      {view === MATRIX ? <RoleMatrix /> : <RolesTable />}
    </Box>
  );
};

export default RoleList;
