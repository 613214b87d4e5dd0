import { useTranslate } from 'react-admin';
import { AUDIT_VERBS, auditActionOf, type AuditVerb } from '../../contract/declare';
import { DECLARED_RESOURCES } from '../../contract/resources';
import { entityTypeKey, humanizeCode } from './labels';

/** The actor e-mail the platform writes for what it did by itself (mock-server/guard/audit.ts). */
export const SYSTEM_ACTOR_EMAIL = 'system';

/** The changes of declared resources: action code → resource name and verb, entity type → resource name. */
const DECLARED_ACTIONS = new Map<string, { name: string; verb: AuditVerb }>(
  DECLARED_RESOURCES.flatMap((declaration) =>
    AUDIT_VERBS.map((verb) => [auditActionOf(declaration, verb), { name: declaration.name, verb }]),
  ),
);
const DECLARED_TYPES = new Map(
  DECLARED_RESOURCES.map((declaration) => [declaration.entityType, declaration.name]),
);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The words of an action code: its own catalogue entry, or a declared resource's change as its name and the verb
 * ('Sub-processor updated'). Every code the platform writes has one of the two (tests/unit/auditActionLabels.test.ts);
 * a code it does not know yet stays as it is rather than being dressed up as words.
 */
export const auditActionLabel = (translate: Translate, code: string): string => {
  const declared = DECLARED_ACTIONS.get(code);
  const fallback = declared
    ? translate(`resources.auditlog.declaredActions.${declared.verb}`, {
        resource: translate(`resources.${declared.name}.name`, { smart_count: 1 }),
      })
    : code;
  return translate(`resources.auditlog.actions.${code}`, { _: fallback });
};

/**
 * Translators for the codes in the log: actions as above; entity types and classifications by their own text,
 * a declared resource's name, or the code made readable.
 */
export const useAuditLabels = () => {
  const translate = useTranslate();
  const resourceName = (name: string) => translate(`resources.${name}.name`, { smart_count: 1 });
  return {
    action: (code: string) => auditActionLabel(translate, code),
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
