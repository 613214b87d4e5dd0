import { required, SelectInput, useTranslate } from 'react-admin';
import { MAIL_ADDED_LOCALES } from '../../contract/rules/mailCatalogue';

/**
 * The language a tenant adds a mail in: only those without a platform default (English and German exist for
 * every mail and are edited instead; the platform refuses them too).
 */
export const AddedLocaleInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label="resources.mail-templates.fields.locale"
      choices={MAIL_ADDED_LOCALES.map((id) => ({
        id,
        name: translate(`resources.mail-templates.choices.locale.${id}`),
      }))}
      translateChoice={false}
      validate={required()}
      helperText="resources.mail-templates.add.localeHelp"
    />
  );
};
