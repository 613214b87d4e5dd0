import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { findOwned } from '../http/tenantScope';
import type { VerificationRecord } from '../types';

/** One verification of the caller's tenant, or 404 (the read routes and the action routes share it). */
export const findVerification = (
  ctx: ServerContext,
  id: string,
  auth: AuthContext,
): VerificationRecord => findOwned(ctx.store.table('verifications'), id, auth, 'Verification');
