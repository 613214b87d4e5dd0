import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { downloadCsv } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import type { Report } from './schema';
import { useReportAccess } from './useReportAccess';

const fileNameOf = (report: Report): string =>
  `${report.name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/-+/g, '-')}.csv`;

/** Downloads a DONE report's CSV (GET data-report/:id/result); hidden without the type's download permission. */
export const DownloadReportButton = () => {
  const report = useRecordContext<Report>();
  const { may } = useReportAccess();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const download = useMutation({
    mutationFn: (id: string) => dataProvider.downloadReportResult(id),
    onSuccess: (csv, _id) => report && downloadCsv(csv, fileNameOf(report)),
    onError: () => notify('resources.reports.downloadFailed', { type: 'error' }),
  });
  if (!report || !may('download', report.reportType)) return null;
  const ready = report.status === 'DONE';
  const label = translate(ready ? 'resources.reports.download' : 'resources.reports.notReady');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={`${translate('resources.reports.download')} ${report.name}`}
          disabled={!ready || download.isPending}
          onClick={(event) => {
            event.stopPropagation();
            download.mutate(report.id);
          }}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
