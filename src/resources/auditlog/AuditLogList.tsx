import HistoryIcon from '@mui/icons-material/History';
import { Box, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  TextField,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { DateTimeField, ListLoadError, ListPagination } from '../../components';
import { EMPTY_VALUE_PLACEHOLDER } from '../../contract/constants';
import type { AppDataProvider } from '../../dataProvider';
import { AuditResultChip } from './AuditResultChip';
import { DownloadAuditCsvButton } from './DownloadAuditCsvButton';
import { useAuditLogFilters } from './filters';
import { VerifyAuditChainButton } from './VerifyAuditChainButton';
import type { AuditEntry } from './schema';
import { useAuditLabels } from './useAuditLabels';
import { ActionsToolbar, useListDefaults } from '../../kit';

/** Times, tenants and IPs stay on one line so rows are dense and scannable. */
const NO_WRAP = {
  '& .column-timestamp, & .column-tenantName, & .column-clientIp': { whiteSpace: 'nowrap' },
};

const ListActions = () => {
  const translate = useTranslate();
  return (
    <ActionsToolbar
      sx={{ alignItems: 'center' }}
      inline={
        <>
          <Typography variant="caption" color="text.secondary" sx={{ mr: 1 }}>
            {translate('resources.auditlog.utcNote')}
          </Typography>
          <FilterButton />
        </>
      }
    >
      <DownloadAuditCsvButton />
      <VerifyAuditChainButton />
    </ActionsToolbar>
  );
};

const NoEntries = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <HistoryIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('resources.auditlog.empty')}
      </Typography>
    </Box>
  );
};

/** Long reasons are cut to one line; the whole text is in the tooltip and on the entry's page. */
const Clipped = ({ text }: { text: string | null }) =>
  text ? (
    <Tooltip title={text}>
      <Typography
        variant="body2"
        noWrap
        sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {text}
      </Typography>
    </Tooltip>
  ) : (
    <Typography variant="body2" color="text.disabled">
      {EMPTY_VALUE_PLACEHOLDER}
    </Typography>
  );

/**
 * The tenant's audit log, newest first (POST auditlog/filter). Read-only: no create, edit or delete anywhere;
 * the platform answers 405 to any attempt.
 */
export const AuditLogList = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const labels = useAuditLabels();
  const { data: init } = useQuery({
    queryKey: ['auditlog', 'filter-init'],
    queryFn: () => dataProvider.getAuditLogFilterInit(),
  });
  const filters = useAuditLogFilters(init);
  return (
    <List
      error={<ListLoadError />}
      pagination={<ListPagination />}
      filters={filters}
      {...useListDefaults()}
      actions={<ListActions />}
      empty={<NoEntries />}
    >
      <Datagrid
        rowClick="show"
        bulkActionButtons={false}
        size="small"
        empty={<NoEntries />}
        sx={NO_WRAP}
      >
        <DateTimeField source="timestamp" />
        <FunctionField<AuditEntry>
          source="actorEmail"
          render={(entry) => labels.actor(entry.actorEmail)}
        />
        <TextField source="tenantName" sortable={false} />
        <FunctionField<AuditEntry>
          source="action"
          render={(entry) => labels.action(entry.action)}
        />
        <FunctionField<AuditEntry>
          source="entityType"
          label="resources.auditlog.fields.entity"
          render={(entry) => (
            <Box>
              <Typography variant="body2">{labels.entityType(entry.entityType)}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {entry.entityId}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<AuditEntry> source="result" render={() => <AuditResultChip />} />
        <TextField source="clientIp" sortable={false} emptyText={EMPTY_VALUE_PLACEHOLDER} />
        <FunctionField<AuditEntry>
          source="reason"
          sortable={false}
          render={(entry) => <Clipped text={entry.reason} />}
        />
        <FunctionField<AuditEntry>
          source="classification"
          sortable={false}
          render={(entry) => labels.classification(entry.classification) || EMPTY_VALUE_PLACEHOLDER}
        />
      </Datagrid>
    </List>
  );
};

export default AuditLogList;
