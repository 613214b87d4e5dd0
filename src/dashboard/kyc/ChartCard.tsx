import { useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { useTranslate } from 'react-admin';

/**
 * A titled chart with its text alternative: the drawing is one image with a summary for screen readers, and the
 * same figures sit in a table that is visually hidden (read by screen readers) until the user switches to the
 * table view, where its links are keyboard reachable.
 */
export const ChartCard = ({
  id,
  title,
  period,
  summary,
  chart,
  table,
  aside,
  hiddenTable = true,
}: {
  id: string;
  title: string;
  /** Which verifications the chart counts (e.g. 'Last 30 days, UTC'), under the title. */
  period?: string;
  summary: string;
  chart: ReactNode;
  /** Renders the data table; `focusable` is false while the table is visually hidden. */
  table: (focusable: boolean) => ReactNode;
  /** Shown beside the drawing (e.g. a legend with links); it is outside the image, so it stays readable. */
  aside?: ReactNode;
  /** False when `aside` already says everything the table would (no duplicate for screen readers). */
  hiddenTable?: boolean;
}) => {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const toggleLabel = translate(
    asTable ? 'app.dashboard.kyc.charts.showChart' : 'app.dashboard.kyc.charts.showTable',
  );
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={`chart-${id}`}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Box>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {period && (
              <Typography variant="caption" color="text.secondary">
                {period}
              </Typography>
            )}
          </Box>
          <Tooltip title={toggleLabel}>
            <IconButton
              size="small"
              aria-label={toggleLabel}
              aria-pressed={asTable}
              onClick={() => setAsTable((value) => !value)}
            >
              {asTable ? (
                <BarChartOutlinedIcon fontSize="small" />
              ) : (
                <TableChartOutlinedIcon fontSize="small" />
              )}
            </IconButton>
          </Tooltip>
        </Stack>
        {asTable ? (
          <Box sx={{ maxHeight: 320, overflow: 'auto' }}>{table(true)}</Box>
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} alignItems="center" spacing={2}>
              <Box
                role="img"
                aria-label={summary}
                data-testid={`chart-${id}-drawing`}
                sx={{ flex: aside ? '0 0 200px' : 1, width: aside ? 200 : '100%', minWidth: 0 }}
              >
                {chart}
              </Box>
              {aside}
            </Stack>
            {hiddenTable && <Box sx={visuallyHidden}>{table(false)}</Box>}
          </>
        )}
      </CardContent>
    </Card>
  );
};
