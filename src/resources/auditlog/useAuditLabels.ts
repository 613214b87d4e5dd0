import { useTranslate } from 'react-admin';
import { entityTypeKey, humanizeCode } from './labels';

/** The actor e-mail the platform writes for what it did by itself (mock-server/guard/audit.ts). */
export const SYSTEM_ACTOR_EMAIL = 'system';

/** Translators for the codes in the log, each falling back to the code made readable. */
export const useAuditLabels = () => {
  const translate = useTranslate();
  return {
    action: (code: string) =>
      translate(`resources.auditlog.actions.${code}`, { _: humanizeCode(code) }),
    entityType: (type: string) => translate(entityTypeKey(type), { _: humanizeCode(type) }),
    /** A user's e-mail as is; the platform's own entries read as such. */
    actor: (email: string) =>
      email === SYSTEM_ACTOR_EMAIL ? translate('resources.auditlog.systemActor') : email,
    classification: (code: string | null | undefined) =>
      code
        ? translate(`resources.auditlog.classifications.${code}`, { _: humanizeCode(code) })
        : '',
  };
};
