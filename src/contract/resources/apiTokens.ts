import { z } from 'zod';
import { declareResource, SYSTEM_FIELDS } from '../declare';
import { apiTokenSchema } from '../schemas/apiTokens';

const VIEWERS = ['PERM_API_TOKENS_VIEW'] as const;
const EDITORS = ['PERM_API_TOKENS_EDIT'] as const;

/** The stamp is the kit's; the rest of the token record is the contract's schema (not strict here: the store
 * holds the hash and the tenant, which the emulator's answers leave out; the portal parses with the strict one). */
const tokenFields = z.object(
  apiTokenSchema.omit(
    Object.fromEntries(SYSTEM_FIELDS.map((field) => [field, true])) as Record<
      (typeof SYSTEM_FIELDS)[number],
      true
    >,
  ).shape,
);

/**
 * API tokens (spec section 7, "API tokens"): listed, shown, activated, deactivated and revoked (each guarded)
 * through the kit. Creating a token (its value is answered once), renaming (PUT label), the offline token, the
 * demo-app QR code and the API secret stay hand-written calls; their permissions are `customAccess`. The
 * status EXPIRED is computed from the expiry by the emulator's behaviour.
 */
export const apiTokens = declareResource({
  name: 'api-tokens',
  // Audit entries keep today's names: entity `apiToken`, actions API_TOKEN_ACTIVATE / _DEACTIVATE / _REVOKE.
  entityType: 'apiToken',
  idPrefix: 'at',
  icon: 'Key',
  fields: tokenFields,
  fieldOptions: {
    lastUsedAt: { kind: 'dateTime' },
    expiresAt: { kind: 'dateTime' },
    revokedAt: { kind: 'dateTime' },
  },
  recordRepresentation: 'label',
  list: {
    columns: ['label', 'prefix', 'kind', 'createdAt', 'lastUsedAt', 'status', 'expiresAt'],
    search: ['label', 'prefix'],
    filters: [
      { source: 'status', kind: 'choice' },
      { source: 'kind', kind: 'choice' },
      { source: 'label', kind: 'text' },
    ],
    sortable: ['label', 'createdAt', 'lastUsedAt', 'expiresAt', 'status', 'kind'],
    sort: { field: 'createdAt', order: 'DESC' },
  },
  show: {
    sections: [
      { key: 'token', fields: ['label', 'prefix', 'kind', 'status'] },
      { key: 'usage', fields: ['lastUsedAt', 'expiresAt', 'revokedAt'] },
    ],
  },
  access: { list: VIEWERS, show: VIEWERS },
  actions: {
    activate: {
      target: 'record',
      method: 'POST',
      path: ':id/activate',
      access: EDITORS,
      guarded: true,
      icon: 'PlayCircleOutline',
      when: { field: 'status', in: ['DEACTIVATED'] },
    },
    deactivate: {
      target: 'record',
      method: 'POST',
      path: ':id/deactivate',
      access: EDITORS,
      guarded: true,
      icon: 'PauseCircleOutline',
      when: { field: 'status', in: ['ACTIVE'] },
    },
    // Final: the platform refuses any later change of a revoked token.
    revoke: {
      target: 'record',
      method: 'POST',
      path: ':id/revoke',
      access: EDITORS,
      guarded: true,
      confirm: true,
      destructive: true,
      icon: 'Block',
      when: { field: 'status', in: ['ACTIVE', 'DEACTIVATED', 'EXPIRED'] },
    },
  },
  // A revoked token is final: no rename either (the hand-written `PUT label` refuses it too).
  editableWhen: { field: 'status', in: ['ACTIVE', 'DEACTIVATED', 'EXPIRED'] },
  customAccess: {
    create: EDITORS,
    edit: EDITORS,
    offlineToken: EDITORS,
    demoApp: VIEWERS,
    secret: ['PERM_MERCHANT_API_SECRET_VIEW'],
    editSecret: ['PERM_MERCHANT_API_SECRET_EDIT'],
  },
});
