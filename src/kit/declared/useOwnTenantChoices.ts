import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { canAccessWith } from '../../contract/access';
import { MAX_PAGE_SIZE } from '../../contract/constants';
import { useSignedInAuthorities } from '../../session';

export interface TenantChoice {
  id: string;
  name: string;
}

/**
 * The caller's own tenants, as choices of a tenant filter (the tenants list answers only those). Empty for
 * anyone who cannot read the tenants resource, and then no query is made.
 */
export const useOwnTenantChoices = (): { enabled: boolean; choices: TenantChoice[] } => {
  // Decided on the first render (a filter input added later would not show the value the address gives it).
  const enabled = canAccessWith(useSignedInAuthorities(), 'tenants', 'list');
  const { data } = useGetList<TenantChoice>(
    'tenants',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled },
  );
  const choices = useMemo(() => (data ?? []).map(({ id, name }) => ({ id, name })), [data]);
  return { enabled, choices };
};
