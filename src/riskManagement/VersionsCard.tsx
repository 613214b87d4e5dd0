import { useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import {
  formatDateTime,
  ModalDialog,
  RISK_MODEL_BAND_COLOR as BAND_COLOR,
  ScrollingTable,
} from '../components';
import { LoadFailedAlert } from '../components/LoadFailedAlert';
import { RISK_BANDS } from '../contract/rules/riskModel';
import type { RiskModelState } from '../contract/schemas/riskManagement';
import type { AppDataProvider } from '../dataProvider';
import { isGuardCancelledError, notifyGuardFailure, useGuardedAction } from '../guard';
import { useDescribeCondition } from './describeCondition';

const K = 'app.riskManagement';

/** One earlier version, read-only: its bands and its rules in words. */
const VersionDialog = ({
  version,
  dataProvider,
  onClose,
}: {
  version: number;
  dataProvider: AppDataProvider;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const describe = useDescribeCondition();
  const query = useQuery({
    queryKey: ['risk-management', 'version', version],
    queryFn: ({ signal }) => dataProvider.getRiskModelVersion(version, signal),
  });
  const model = query.data?.model;
  return (
    <ModalDialog
      open
      title={`${K}.versions.viewTitle`}
      titleArgs={{ version }}
      onClose={onClose}
      maxWidth="md"
      actions={<Button onClick={onClose}>{translate(`${K}.versions.close`)}</Button>}
    >
      {query.isError ? (
        <LoadFailedAlert messageKey={`${K}.loadFailed`} onRetry={() => void query.refetch()} />
      ) : !model ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h3">
            {translate(`${K}.bands.title`)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {model.bands.map((band, i) => (
              <Chip
                key={band.band}
                color={BAND_COLOR[band.band]}
                variant="outlined"
                label={`${translate(`${K}.bands.names.${band.band}`)} ${translate(
                  `${K}.bands.range`,
                  {
                    from: band.from,
                    to: i + 1 < RISK_BANDS.length ? model.bands[i + 1]!.from - 1 : 100,
                  },
                )}`}
              />
            ))}
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {translate(`${K}.rules.title`)}
          </Typography>
          <List dense disablePadding>
            {model.rules.map((rule) => (
              <ListItem key={rule.id} disableGutters divider>
                <ListItemText
                  primary={`${rule.name} · +${rule.score}${rule.enabled ? '' : ` · ${translate(`${K}.rules.disabled`)}`}`}
                  secondary={describe(rule.condition)}
                  slotProps={{
                    primary: { sx: { color: rule.enabled ? undefined : 'text.secondary' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </ModalDialog>
  );
};

/** Every version, newest first: who saved it, when and why; each can be read, the earlier ones restored. */
export const VersionsCard = ({
  state,
  canEdit,
  dataProvider,
  onRestored,
}: {
  state: RiskModelState;
  canEdit: boolean;
  dataProvider: AppDataProvider;
  onRestored: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { runGuarded, guardDialog } = useGuardedAction();
  const [viewing, setViewing] = useState<number | null>(null);
  const activeVersion = state.active?.version;
  const restore = async (version: number) => {
    const next = (activeVersion ?? 0) + 1;
    try {
      await runGuarded({
        title: translate(`${K}.versions.restoreTitle`, { version }),
        description: translate(`${K}.versions.restoreDescription`, { version, next }),
        action: (guard) => dataProvider.restoreRiskModel(version, guard),
      });
      notify(translate(`${K}.versions.restored`, { version, next }), { type: 'success' });
      onRestored();
    } catch (error) {
      if (!isGuardCancelledError(error)) notifyGuardFailure(notify, error);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="risk-versions">
      <CardContent>
        <Typography id="risk-versions" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(`${K}.versions.title`)}
        </Typography>
        <ScrollingTable>
          <Table size="small" aria-labelledby="risk-versions">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${K}.versions.version`)}</TableCell>
                <TableCell>{translate(`${K}.versions.savedAt`)}</TableCell>
                <TableCell>{translate(`${K}.versions.savedBy`)}</TableCell>
                <TableCell>{translate(`${K}.versions.reason`)}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {state.versions.map((version) => (
                <TableRow key={version.version}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <span>{version.version}</span>
                      {version.version === activeVersion ? (
                        <Chip
                          size="small"
                          color="primary"
                          label={translate(`${K}.versions.active`)}
                        />
                      ) : null}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(version.createdAt)}
                  </TableCell>
                  <TableCell>{version.createdBy}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    {version.reason}
                    {version.restoredFrom !== null ? (
                      <Typography variant="body2" color="text.secondary">
                        {translate(`${K}.versions.restoredFrom`, { version: version.restoredFrom })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => setViewing(version.version)}
                      aria-label={translate(`${K}.versions.view`, { version: version.version })}
                    >
                      {translate(`${K}.versions.viewShort`)}
                    </Button>
                    {canEdit && version.version !== activeVersion ? (
                      <Button
                        size="small"
                        onClick={() => void restore(version.version)}
                        aria-label={translate(`${K}.versions.restore`, {
                          version: version.version,
                        })}
                      >
                        {translate(`${K}.versions.restoreShort`)}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
        {viewing !== null ? (
          <VersionDialog
            version={viewing}
            dataProvider={dataProvider}
            onClose={() => setViewing(null)}
          />
        ) : null}
        {guardDialog}
      </CardContent>
    </Card>
  );
};
