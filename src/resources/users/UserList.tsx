import type { ReactNode } from 'react';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { Alert } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  TextField,
  useCanAccess,
  useGetIdentity,
  useListContext,
  useTranslate,
} from 'react-admin';
import {
  DateTimeField,
  ListEmptyState,
  ExportCsvButton,
  ListLoadError,
  ListPagination,
} from '../../components';
import { useUserCsvColumns } from './csvColumns';
import { useUserFilters } from './filters';
import { RoleNamesField } from './RoleNamesField';
import type { User } from './schema';
import { UserBulkActions } from './UserBulkActions';
import { UserStatusField } from './UserStatusField';
import { ActionsToolbar, useListDefaults, useOwnTenantChoices } from '../../kit';

export interface UserListActionsProps {
  /** Further actions other features plug in (e.g. the CSV import of users). */
  extra?: ReactNode;
}

/** The list's toolbar: filters, invite (with its permission), export, then any plugged-in actions. */
export const UserListActions = ({ extra }: UserListActionsProps) => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'users', action: 'create' });
  const { canAccess: canExport } = useCanAccess({ resource: 'users', action: 'export' });
  const columns = useUserCsvColumns();
  return (
    <ActionsToolbar inline={<FilterButton />}>
      {canCreate && <CreateButton label="resources.users.invite.button" />}
      {extra}
      {canExport && (
        <ExportCsvButton<User>
          columns={columns}
          fileName={translate('resources.users.exportFile')}
        />
      )}
    </ActionsToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <ListEmptyState
      icon={PeopleOutlineIcon}
      message={translate('resources.users.empty')}
      hint={translate('resources.users.emptyHint')}
    />
  );
};

const TwoFactorFlag = (_props: { source?: string; label?: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<User>
      source="twoFactorEnabled"
      sortable={false}
      render={(user) =>
        translate(
          user.twoFactorEnabled ? 'resources.users.twoFactor.on' : 'resources.users.twoFactor.off',
        )
      }
    />
  );
};

export interface UserListProps {
  /** Extra toolbar actions (see `UserListActions`). */
  extraActions?: ReactNode;
}

/**
 * The tenant filter's state: which tenant is listed, and whether it is another tenant than the session's. The
 * session is bound to the tenant chosen at sign-in, so another tenant's users are read-only here (their pages
 * would answer 404). Without a known session tenant a set filter counts as another tenant (the safe side).
 */
const useListedTenant = () => {
  const { filterValues } = useListContext<User>();
  const { identity } = useGetIdentity();
  const { choices } = useOwnTenantChoices();
  const raw: unknown = (filterValues as Record<string, unknown>).tenantId;
  const tenantId = typeof raw === 'string' && raw !== '' ? raw : undefined;
  const sessionTenantId: unknown = identity?.tenantId;
  return {
    tenantId,
    tenantName: choices.find((t) => t.id === tenantId)?.name ?? tenantId ?? '',
    foreign: tenantId !== undefined && tenantId !== sessionTenantId,
  };
};

const UserGrid = ({ bulk }: { bulk: boolean }) => {
  const translate = useTranslate();
  const listed = useListedTenant();
  return (
    <>
      {listed.foreign && (
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {translate('resources.users.otherTenantReadOnly', { tenant: listed.tenantName })}
        </Alert>
      )}
      <Datagrid
        rowClick={listed.foreign ? false : 'show'}
        size="small"
        bulkActionButtons={bulk && !listed.foreign ? <UserBulkActions /> : false}
        empty={<Empty />}
      >
        <TextField source="userName" />
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TextField source="email" />
        {listed.tenantId !== undefined && (
          <TextField source="tenantName" label="resources.users.fields.tenantId" sortable={false} />
        )}
        <UserStatusField source="status" />
        <DateTimeField source="registrationDate" />
        <TwoFactorFlag source="twoFactorEnabled" />
        <RoleNamesField source="roles" sortable={false} />
      </Datagrid>
    </>
  );
};

/**
 * Portal users: server-side paging (10), sort and filters in the URL, formula-safe export of every page, bulk
 * operations for those allowed to run them (agents see a read-only list). An administrator may list the users of
 * another of their tenants, read-only (no row link, no bulk actions).
 */
export const UserList = ({ extraActions }: UserListProps) => {
  const filters = useUserFilters();
  const { canAccess: canActivate } = useCanAccess({ resource: 'users', action: 'activate' });
  const { canAccess: canDeactivate } = useCanAccess({ resource: 'users', action: 'deactivate' });
  const bulk = Boolean(canActivate || canDeactivate);
  return (
    <List
      error={<ListLoadError />}
      pagination={<ListPagination />}
      {...useListDefaults()}
      filters={filters}
      actions={<UserListActions extra={extraActions} />}
      empty={false}
      exporter={false}
    >
      <UserGrid bulk={bulk} />
    </List>
  );
};
