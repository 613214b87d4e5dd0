/**
 * A code made readable ("REGULATORY_HOLD" → "Regulatory hold"), for entity types and classifications the
 * catalogues do not know yet. Actions never use it: each one the platform writes has words of its own
 * (src/contract/auditActions.ts).
 */
export const humanizeCode = (code: string): string => {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
};

/** The entity types the log names, lower-cased, → the portal route of that record's page. */
const ENTITY_ROUTES: Readonly<Record<string, string>> = {
  user: 'users',
  tenant: 'tenants',
  merchant: 'merchants',
  customer: 'customers',
  verification: 'verifications',
  workflow: 'workflows',
  transaction: 'transactions',
  group: 'groups',
  apitoken: 'api-tokens',
};

/** The resource whose show page displays this entity, or null when the portal has no page for it. */
export const entityResource = (entityType: string): string | null =>
  ENTITY_ROUTES[entityType.toLowerCase()] ?? null;

/** The i18n key of an entity type (types are compared lower-cased: the platform writes 'User' and 'user'). */
export const entityTypeKey = (entityType: string): string =>
  `resources.auditlog.entityTypes.${entityType.toLowerCase()}`;
