import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
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
