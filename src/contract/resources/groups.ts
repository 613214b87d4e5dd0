import { z } from 'zod';
import { GROUP_DESCRIPTION_MAX_LENGTH, GROUP_NAME_MAX_LENGTH } from '../constants';
import { declareResource } from '../declare';
import { ROLES } from '../permissions';
import { tenantUserSchema } from '../schemas/tenants';

/** A member reads like any person of the tenant. */
export const groupMemberSchema = tenantUserSchema;
export type GroupMember = z.infer<typeof groupMemberSchema>;

/**
 * Groups of the tenant (spec: groups): the people who share a kind of work and the roles that work needs.
 * Members must be users of the tenant and roles ones the editor may grant; the emulator's behaviour checks both
 * (mock-server/resources/groups.ts). The members as people come with one group's details.
 */
export const groups = declareResource({
  name: 'groups',
  entityType: 'Group',
  idPrefix: 'g',
  icon: 'Groups',
  fields: z.object({
    name: z.string().trim().min(1).max(GROUP_NAME_MAX_LENGTH),
    description: z.string().trim().max(GROUP_DESCRIPTION_MAX_LENGTH).default(''),
    roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
    memberIds: z.array(z.string().min(1).max(100)).max(10_000).default([]),
  }),
  computed: z.object({
    memberCount: z.number().int().nonnegative(),
    members: z.array(groupMemberSchema).optional(),
  }),
  fieldOptions: {
    description: { kind: 'longText' },
    memberIds: { kind: 'reference', reference: 'users' },
  },
  recordRepresentation: 'name',
  list: {
    columns: ['name', 'description', 'roles', 'memberCount', 'updatedAt'],
    search: ['name', 'description'],
    filters: [{ source: 'roles', kind: 'choice' }],
    sortable: ['name', 'memberCount', 'createdAt', 'updatedAt'],
    sort: { field: 'name', order: 'ASC' },
  },
  show: { sections: [{ key: 'group', fields: ['name', 'description', 'roles', 'memberIds'] }] },
  unique: ['name'],
  access: {
    list: ['PERM_GROUPS_VIEW'],
    show: ['PERM_GROUPS_VIEW'],
    export: ['PERM_GROUPS_VIEW'],
    create: ['PERM_GROUPS_EDIT'],
    edit: ['PERM_GROUPS_EDIT'],
  },
});
