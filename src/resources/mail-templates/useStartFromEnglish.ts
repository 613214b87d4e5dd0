import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider } from 'react-admin';
import { MAIL_PARTS, type MailKey } from '../../contract/rules/mailCatalogue';

/**
 * A language being added starts from the tenant's English text of the chosen mail, to translate rather than to
 * write from nothing. Only while the three parts are still empty: nothing the user typed is replaced.
 */
export const useStartFromEnglish = (mailKey: MailKey | null, enabled: boolean): void => {
  const dataProvider = useDataProvider();
  const { getValues, setValue } = useFormContext();
  const started = useRef<MailKey | null>(null);
  useEffect(() => {
    if (!enabled || !mailKey || started.current === mailKey) return;
    const empty = MAIL_PARTS.every((part) => !String(getValues(part) ?? '').trim());
    if (!empty) return;
    started.current = mailKey;
    let cancelled = false;
    void dataProvider
      .getList('mail-templates', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'mailKey', order: 'ASC' },
        filter: { mailKey: [mailKey], locale: ['en'] },
      })
      .then(({ data }) => {
        const english = data[0];
        const stillEmpty = MAIL_PARTS.every((part) => !String(getValues(part) ?? '').trim());
        if (cancelled || !english || !stillEmpty) return;
        for (const part of MAIL_PARTS)
          setValue(part, english[part], { shouldDirty: true, shouldValidate: true });
      })
      // Without the English text the user writes from nothing; the form says nothing is lost.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [dataProvider, enabled, getValues, mailKey, setValue]);
};

const HTML_LANG = /<html lang="[A-Za-z-]{2,10}">/;

/**
 * The added text's document says which language it is in (`<html lang>`: screen readers and mail clients read
 * it by it): the language chosen, also when it is chosen after the English text arrived.
 */
export const useHtmlLangOfChoice = (enabled: boolean): void => {
  const { getValues, setValue } = useFormContext();
  const [locale, htmlBody] = useWatch({ name: ['locale', 'htmlBody'] }) as [unknown, unknown];
  useEffect(() => {
    if (!enabled || typeof locale !== 'string' || !locale) return;
    const html = String(getValues('htmlBody') ?? '');
    const next = html.replace(HTML_LANG, `<html lang="${locale}">`);
    if (next !== html) setValue('htmlBody', next, { shouldDirty: true });
  }, [enabled, getValues, htmlBody, locale, setValue]);
};
