import {
  Alert,
  Card,
  CardContent,
  Chip,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { countryName, formatNumber, ScrollingTable } from '../../components';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useDatasetPreview } from './useDatasetPreview';

const K = 'resources.datasets.preview';
/** How often the page asks whether a dataset being built is ready. */
const BUILDING_POLL_MS = 2000;

const Counts = ({
  title,
  counts,
  label,
}: {
  title: string;
  counts: Record<string, number>;
  label: (key: string) => string;
}) => {
  const translate = useTranslate();
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {translate(title)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {entries.map(([key, count]) => (
          <Chip key={key} size="small" variant="outlined" label={`${label(key)} · ${count}`} />
        ))}
      </Stack>
    </Stack>
  );
};

/**
 * What a dataset holds: its counts by status, country and document type (counted when it was made), and its
 * first verifications, each linking to its page for whoever may open verifications.
 */
export const DatasetPreviewPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = record?.id === undefined ? undefined : String(record.id);
  const building = record?.status === 'BUILDING';
  const query = useDatasetPreview(id);
  const refresh = useRefresh();
  // A large dataset is counted in the background: the page asks again until it is ready.
  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => refresh(), BUILDING_POLL_MS);
    return () => clearInterval(timer);
  }, [building, refresh]);
  const enumLabel = (group: string) => (key: string) =>
    translate(`resources.verifications.${group}.${key}`, { _: key });
  return (
    <Card variant="outlined" component="section" aria-labelledby="dataset-preview" sx={{ m: 2 }}>
      <CardContent>
        <Typography id="dataset-preview" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(`${K}.title`)}
        </Typography>
        {building ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(`${K}.building`)}
          </Alert>
        ) : null}
        {query.isError ? (
          <LoadFailedAlert messageKey={`${K}.loadFailed`} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <Stack spacing={2}>
            {building ? null : (
              <>
                <Counts
                  title={`${K}.byStatus`}
                  counts={query.data.summary.byStatus}
                  label={enumLabel('status')}
                />
                <Counts
                  title={`${K}.byCountry`}
                  counts={query.data.summary.byCountry}
                  label={(code) => countryName(code, locale)}
                />
                <Counts
                  title={`${K}.byDocumentType`}
                  counts={query.data.summary.byDocumentType}
                  label={enumLabel('documentType')}
                />
              </>
            )}
            <Typography variant="subtitle2" component="h3">
              {translate(`${K}.first`, {
                count: formatNumber(query.data.items.length, locale),
                total: formatNumber(query.data.total, locale),
              })}
            </Typography>
            <ScrollingTable>
              <Table size="small" aria-labelledby="dataset-preview">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.verifications.fields.publicId')}</TableCell>
                    <TableCell>{translate('resources.verifications.fields.status')}</TableCell>
                    <TableCell>{translate('resources.verifications.fields.country')}</TableCell>
                    <TableCell>
                      {translate('resources.verifications.fields.documentType')}
                    </TableCell>
                    <TableCell align="right">
                      {translate('resources.verifications.fields.riskScore')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.items.map((item) => (
                    <TableRow key={String(item.id)}>
                      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                        <Link component={RouterLink} to={`/verifications/${String(item.id)}/show`}>
                          {String(item.publicId)}
                        </Link>
                      </TableCell>
                      <TableCell>{enumLabel('status')(String(item.status))}</TableCell>
                      <TableCell>
                        {countryName(
                          String((item.country as { alpha2?: string })?.alpha2 ?? ''),
                          locale,
                        )}
                      </TableCell>
                      <TableCell>{enumLabel('documentType')(String(item.documentType))}</TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {String(item.riskScore)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollingTable>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
