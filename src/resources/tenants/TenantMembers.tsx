import { Chip, Grid, Stack } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, UserStatusChip } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { PagedSubList } from './PagedSubList';
import type { Tenant, TenantGroup, TenantUser } from './schema';

const RoleChips = ({ roles }: { roles: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {roles.map((role) => (
        <Chip key={role} size="small" label={translate(`roles.${role}`, { _: role })} />
      ))}
    </Stack>
  );
};

/**
 * The tenant's users and groups on its generated show page, each paged on the server (GET, page size 10) by the
 * custom calls `tenants/:id/users` and `tenants/:id/groups`.
 */
export const TenantMembers = () => {
  const record = useRecordContext<Tenant>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <PagedSubList<TenantUser>
          title="resources.tenants.users.title"
          empty="resources.tenants.users.empty"
          queryKey={['tenants', record.id, 'users']}
          fetchPage={(page, size) => dataProvider.getTenantUsers(record.id, page, size)}
          columns={[
            { label: 'resources.tenants.users.email', render: (u) => u.email },
            {
              label: 'resources.tenants.users.name',
              render: (u) => `${u.firstName} ${u.lastName}`.trim(),
            },
            {
              label: 'resources.tenants.users.roles',
              render: (u) => <RoleChips roles={u.roles} />,
            },
            {
              label: 'resources.tenants.users.status',
              render: (u) => <UserStatusChip status={u.status} />,
            },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <PagedSubList<TenantGroup>
          title="resources.tenants.groups.title"
          empty="resources.tenants.groups.empty"
          queryKey={['tenants', record.id, 'groups']}
          fetchPage={(page, size) => dataProvider.getTenantGroups(record.id, page, size)}
          columns={[
            { label: 'resources.tenants.groups.name', render: (g) => g.name },
            { label: 'resources.tenants.groups.members', render: (g) => g.memberCount },
            {
              label: 'resources.tenants.groups.createdAt',
              render: (g) => formatDateTime(g.createdAt),
            },
          ]}
        />
      </Grid>
    </Grid>
  );
};
