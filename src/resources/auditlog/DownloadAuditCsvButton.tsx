import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { downloadCsv } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import type { AuditLogFilter } from './schema';

/**
 * 'Download CSV': every entry matching the current filters, written by the platform (formula-safe), newest
 * first. Shown only with PERM_AUDIT_LOG_DOWNLOAD (the platform refuses it otherwise too).
 */
export const DownloadAuditCsvButton = () => {
  const { filterValues, total } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'auditlog', action: 'download' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const download = useMutation({
    mutationFn: () => dataProvider.downloadAuditLogCsv(filterValues as AuditLogFilter),
    onSuccess: async (blob) =>
      downloadCsv(await blob.text(), translate('resources.auditlog.downloadFile')),
    onError: () => notify('resources.auditlog.downloadFailed', { type: 'error' }),
  });
  if (!canAccess) return null;
  return (
    <Button
      label={translate('resources.auditlog.downloadCsv')}
      onClick={() => download.mutate()}
      disabled={download.isPending || total === 0}
    >
      <DownloadIcon />
    </Button>
  );
};
