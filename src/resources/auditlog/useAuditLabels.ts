import { useTranslate } from 'react-admin';
import { AUDIT_VERBS, auditActionOf } from '../../contract/declare';
import { DECLARED_RESOURCES } from '../../contract/resources';
import { entityTypeKey, humanizeCode } from './labels';

/** The actor e-mail the platform writes for what it did by itself (mock-server/guard/audit.ts). */
export const SYSTEM_ACTOR_EMAIL = 'system';

/** The changes of declared resources: action code → resource name and verb, entity type → resource name. */
const DECLARED_ACTIONS = new Map(
  DECLARED_RESOURCES.flatMap((declaration) =>
    AUDIT_VERBS.map((verb) => [auditActionOf(declaration, verb), { name: declaration.name, verb }]),
  ),
);
const DECLARED_TYPES = new Map(
  DECLARED_RESOURCES.map((declaration) => [declaration.entityType, declaration.name]),
);

/**
 * Translators for the codes in the log. A code with its own text uses it; a declared resource's change reads
 * as its name and the verb ('Sub-processor updated'); anything else falls back to the code made readable.
 */
export const useAuditLabels = () => {
  const translate = useTranslate();
  const resourceName = (name: string) => translate(`resources.${name}.name`, { smart_count: 1 });
  const declaredAction = (code: string) => {
    const declared = DECLARED_ACTIONS.get(code);
    return declared
      ? translate(`resources.auditlog.declaredActions.${declared.verb}`, {
          resource: resourceName(declared.name),
        })
      : humanizeCode(code);
  };
  return {
    action: (code: string) =>
      translate(`resources.auditlog.actions.${code}`, { _: declaredAction(code) }),
    entityType: (type: string) => {
      const declared = DECLARED_TYPES.get(type);
      return translate(entityTypeKey(type), {
        _: declared ? resourceName(declared) : humanizeCode(type),
      });
    },
    /** A user's e-mail as is; the platform's own entries read as such. */
    actor: (email: string) =>
      email === SYSTEM_ACTOR_EMAIL ? translate('resources.auditlog.systemActor') : email,
    classification: (code: string | null | undefined) =>
      code
        ? translate(`resources.auditlog.classifications.${code}`, { _: humanizeCode(code) })
        : '',
  };
};
