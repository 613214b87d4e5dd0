import { useRecordContext, useTranslate } from 'react-admin';

/** A template is named by its mail and language ("User invitation (English)"), not by its raw subject. */
export const TemplateTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {translate('resources.mail-templates.title', {
        mail: translate(`resources.mail-templates.choices.mailKey.${String(record.mailKey)}`),
        locale: translate(`resources.mail-templates.choices.locale.${String(record.locale)}`),
      })}
    </>
  );
};
