import { z } from 'zod';
import { ROLES } from '../../contract/permissions';

export const groupMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
  roles: z.array(z.string()),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** A group of the tenant; details (getOne, create, update) also carry the members as people. */
export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  roles: z.array(z.enum(ROLES)),
  memberIds: z.array(z.string()),
  memberCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  members: z.array(groupMemberSchema).optional(),
});
export type Group = z.infer<typeof groupSchema>;

/** What create/update send: the editable fields only (plus `version` on update). */
export const toGroupPayload = (values: Partial<Group>) => ({
  name: values.name ?? '',
  description: values.description ?? '',
  roles: values.roles ?? [],
  memberIds: values.memberIds ?? [],
  ...(values.version !== undefined ? { version: values.version } : {}),
});
