import { Box, Button } from '@mui/material';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { failureMessageOf } from '../../guard';
import type { AppDataProvider } from '../../dataProvider';
import { MailPreview } from './MailPreview';
import { useFormMailKey, useTemplateIssues } from './templateIssues';
import { useHtmlLangOfChoice, useStartFromEnglish } from './useStartFromEnglish';
import { VersionsPanel } from './VersionsPanel';

/**
 * Under the editors: the live preview of the text as typed (with the test mail to the user's own address, which
 * sends the text as it is in the form, saved or not) and the template's versions. While a language is added:
 * the preview of the text, which starts from the English one; the test mail and versions come once it is saved.
 */
export const EditPanel = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mailKey = useFormMailKey();
  const { parts, issues } = useTemplateIssues();
  useStartFromEnglish(mailKey, mode === 'create');
  useHtmlLangOfChoice(mode === 'create');
  const test = useMutation({
    mutationFn: () => dataProvider.sendMailTemplateTest(String(record?.id), parts),
    onSuccess: (answer) =>
      notify('resources.mail-templates.preview.sent', {
        type: 'success',
        messageArgs: { recipient: answer.recipient },
      }),
    onError: (error) => notify(failureMessageOf(error), { type: 'error' }),
  });
  if (!mailKey || (mode === 'edit' && !record)) return null;
  return (
    // One column that may shrink below its content's width: the preview's frame is 800 px wide on a desktop.
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, width: '100%', mt: 1 }}
    >
      <MailPreview
        mailKey={mailKey}
        parts={parts}
        actions={
          mode === 'create' ? null : (
            <Button
              variant="outlined"
              size="small"
              startIcon={<SendOutlined />}
              disabled={issues.length > 0 || test.isPending}
              onClick={() => test.mutate()}
            >
              {translate('resources.mail-templates.preview.sendTest')}
            </Button>
          )
        }
      />
      {mode === 'edit' ? <VersionsPanel /> : null}
    </Box>
  );
};
