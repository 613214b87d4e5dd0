import type { Request } from 'express';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { isStorageFault } from '../store/faults';
import { callerOf } from './caller';
import { ApiError, MESSAGES } from './errors';

/**
 * Every refusal (403) answered to a signed-in caller leaves one audit entry: who, in which tenant, from which
 * address, tried which endpoint on which record, and the refusal's code. It is written here, on the one error
 * path, so the table's access check and every handler's own 403 (tenant scope, own account, role grants) are
 * covered without each writing its own. The handler's unit was rolled back before this runs, so the entry is
 * kept on its own (a denied read joins the store's group commit like any write).
 *
 * A 403 without a known caller (a public endpoint, a request refused before its token was read) is not
 * recorded: there is no actor or tenant to file it under, and an unauthenticated client could otherwise make
 * the platform write, and sync to disk, one entry per request it sends.
 *
 * Answers the error to send: the refusal itself, or 503 when its entry could not be stored (like an audited
 * read, a refusal the log cannot keep is not answered as if it were kept).
 */
export const auditDenial = (ctx: ServerContext, req: Request, error: ApiError): ApiError => {
  const caller = error.status === 403 ? callerOf(req) : undefined;
  if (!caller) return error;
  try {
    appendAudit(ctx, req, caller.auth, {
      action: 'ACCESS_DENIED',
      entityType: caller.key,
      entityId: caller.entityId ?? '',
      result: 'FAILURE',
      errorCode: error.code,
      before: null,
      after: { method: req.method, path: req.path },
      reason: null,
      classification: null,
    });
    return error;
  } catch (failure) {
    if (!isStorageFault(failure)) throw failure;
    console.error(
      `[mock-server] storage refused the audit entry of a denied ${req.method} ${req.path}`,
    );
    return new ApiError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE);
  }
};
