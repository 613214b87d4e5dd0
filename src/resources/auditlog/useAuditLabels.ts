import { useTranslate } from 'react-admin';
import { entityTypeKey, humanizeCode } from './labels';

/** Translators for the codes in the log, each falling back to the code made readable. */
export const useAuditLabels = () => {
  const translate = useTranslate();
  return {
    action: (code: string) =>
      translate(`resources.auditlog.actions.${code}`, { _: humanizeCode(code) }),
    entityType: (type: string) => translate(entityTypeKey(type), { _: humanizeCode(type) }),
    classification: (code: string | null | undefined) =>
      code
        ? translate(`resources.auditlog.classifications.${code}`, { _: humanizeCode(code) })
        : '',
  };
};
