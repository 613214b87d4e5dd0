import { Alert } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { MailFrame, MailText } from './MailFrame';

/** A sent mail's HTML as the recipient saw it (sanitised, sandboxed). */
export const OutboxHtml = ({ record, source }: { record: RaRecord; source: string }) =>
  typeof record[source] === 'string' ? <MailFrame html={record[source]} /> : null;

/** A sent mail's plain text. */
export const OutboxText = ({ record, source }: { record: RaRecord; source: string }) =>
  typeof record[source] === 'string' ? <MailText text={record[source]} /> : null;

/** Why a link in the outbox reads ••••••••. */
export const OutboxNotice = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('resources.mail-outbox.notice')}
    </Alert>
  );
};
