import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { saveFile } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { failureMessageOf } from '../../guard';
import { useRefreshJobs } from '../../jobs';
import type { Report } from './schema';
import { useReportAccess } from './useReportAccess';

/**
 * Downloads a DONE report's CSV through a job of the user (POST data-report/:id/export): a small report's file
 * comes at once, a larger one's is written in the background and the job tray offers it when it is ready.
 * Hidden without the type's download permission.
 */
export const DownloadReportButton = () => {
  const report = useRecordContext<Report>();
  const { may } = useReportAccess();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refreshJobs = useRefreshJobs();
  const download = useMutation({
    mutationFn: async (id: string) => {
      const job = await dataProvider.startReportDownload(id);
      if (job.state !== 'DONE')
        return notify('resources.reports.downloadStarted', { type: 'info' });
      saveFile(await dataProvider.getJobFile(job.id), job.fileName ?? 'report.csv');
    },
    onSettled: () => void refreshJobs(),
    onError: (error) =>
      notify(failureMessageOf(error), {
        type: 'error',
        messageArgs: { _: translate('resources.reports.downloadFailed') },
      }),
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
