import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import type { VerificationRecord } from '../types';

/** One verification of the caller's tenant, or 404 (the read routes and the action routes share it). */
export const findVerification = (
  ctx: ServerContext,
  id: string,
  auth: AuthContext,
): VerificationRecord => {
  const record = ctx.store.table('verifications').get(id);
  // Another tenant's verification answers exactly like a missing one.
  if (!record || record.tenantId !== auth.tenant.id) throw notFound('Verification');
  return record;
};
