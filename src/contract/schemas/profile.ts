import { z } from 'zod';

/** `GET v1/profile` (and the answer of every profile change): the caller's own name and e-mail. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Optimistic concurrency: a name or e-mail change names the version it was based on (412 otherwise). */
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export interface ProfileNameChange {
  firstName: string;
  lastName: string;
  version: number;
}

export interface ProfileEmailChange {
  email: string;
  version: number;
}

export interface ProfilePasswordChange {
  currentPassword: string;
  newPassword: string;
}
