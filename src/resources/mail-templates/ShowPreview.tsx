import { useRecordContext } from 'react-admin';
import { MailPreview } from './MailPreview';
import { useMailKey } from './templateIssues';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The show page's panel: the saved text rendered with the sample values. */
export const ShowPreview = () => {
  const record = useRecordContext();
  const mailKey = useMailKey();
  if (!record || !mailKey) return null;
  return (
    <MailPreview
      mailKey={mailKey}
      parts={{
        subject: text(record.subject),
        htmlBody: text(record.htmlBody),
        textBody: text(record.textBody),
      }}
    />
  );
};
