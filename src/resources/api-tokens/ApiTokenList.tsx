import KeyIcon from '@mui/icons-material/Key';
import { Box, Grid, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  EditButton,
  FunctionField,
  List,
  TextField,
  useCanAccess,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import {
  DateTimeField,
  ListEmptyState,
  ExportCsvButton,
  formatDateTime,
  type CsvColumn,
  ListLoadError,
  ListPagination,
} from '../../components';
import { CreateApiTokenButton } from './actions/CreateApiTokenButton';
import { ActionsToolbar, DeclaredRecordActions, useListDefaults } from '../../kit';
import { ApiSecretPanel } from './ApiSecretPanel';
import { DemoAppPanel } from './DemoAppPanel';
import { ApiTokenStatusChip } from './fields';
import { apiTokenFilters } from './filters';
import { OfflineTokenPanel } from './OfflineTokenPanel';
import type { ApiToken } from './schema';

const useExportColumns = (): CsvColumn<ApiToken>[] => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.api-tokens.fields.${name}`);
  return [
    { header: field('label'), value: (t) => t.label },
    { header: field('prefix'), value: (t) => `${t.prefix}…` },
    { header: field('kind'), value: (t) => translate(`resources.api-tokens.kind.${t.kind}`) },
    { header: field('status'), value: (t) => translate(`resources.api-tokens.status.${t.status}`) },
    { header: field('createdAt'), value: (t) => formatDateTime(t.createdAt) },
    { header: field('createdBy'), value: (t) => t.createdBy },
    { header: field('lastUsedAt'), value: (t) => formatDateTime(t.lastUsedAt) },
    { header: field('expiresAt'), value: (t) => formatDateTime(t.expiresAt) },
  ];
};

const ListActions = () => {
  const translate = useTranslate();
  return (
    <ActionsToolbar>
      <CreateApiTokenButton />
      <ExportCsvButton<ApiToken>
        columns={useExportColumns()}
        fileName={translate('resources.api-tokens.exportFile')}
      />
    </ActionsToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <ListEmptyState
      icon={KeyIcon}
      message={translate('resources.api-tokens.empty')}
      hint={translate('resources.api-tokens.emptyHint')}
      action={<CreateApiTokenButton />}
    />
  );
};

// `source` and `sortable` are read by the Datagrid header.
const TokenText = ({ source }: { source: 'prefix'; sortable?: boolean }) => (
  <FunctionField<ApiToken>
    source={source}
    render={(record) => (
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {record.prefix}…
      </Box>
    )}
  />
);

const KindField = ({ source }: { source: 'kind' }) => {
  const translate = useTranslate();
  return (
    <FunctionField<ApiToken>
      source={source}
      render={(record) => translate(`resources.api-tokens.kind.${record.kind}`)}
    />
  );
};

/** "Never" / "No expiry" instead of a bare placeholder where an empty date means something. */
const OptionalDate = ({ source, emptyKey }: { source: keyof ApiToken; emptyKey: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<ApiToken>
      source={source}
      render={(record: ApiToken & RaRecord) =>
        record[source] ? (
          <DateTimeField source={source} />
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            {translate(emptyKey)}
          </Typography>
        )
      }
    />
  );
};

/** Row actions: rename, then the declared activate / deactivate / revoke; a revoked token offers none. */
const RowActions = () => {
  const record = useRecordContext<ApiToken>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'api-tokens', action: 'edit' });
  if (!record || record.status === 'REVOKED') return null;
  return (
    // Clicks must not reach the row (which would open the record).
    <Stack
      direction="row"
      spacing={0.5}
      justifyContent="flex-end"
      onClick={(event) => event.stopPropagation()}
    >
      {canEdit ? <EditButton label="resources.api-tokens.rename.button" /> : null}
      <DeclaredRecordActions />
    </Stack>
  );
};

/** API tokens of the tenant (paged, sorted and filtered on the server) and, below, secret, offline token, demo app. */
const ApiTokenList = () => (
  <>
    <List
      error={<ListLoadError />}
      pagination={<ListPagination />}
      {...useListDefaults()}
      filters={apiTokenFilters}
      actions={<ListActions />}
      empty={<Empty />}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} size="small">
        <TextField source="label" />
        <TokenText source="prefix" sortable={false} />
        <KindField source="kind" />
        <DateTimeField source="createdAt" />
        <OptionalDate source="lastUsedAt" emptyKey="resources.api-tokens.never" />
        <FunctionField<ApiToken>
          source="status"
          render={(record) => <ApiTokenStatusChip record={record} />}
        />
        <OptionalDate source="expiresAt" emptyKey="resources.api-tokens.noExpiry" />
        <RowActions />
      </Datagrid>
    </List>
    <Grid container spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <ApiSecretPanel />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <OfflineTokenPanel />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DemoAppPanel />
      </Grid>
    </Grid>
  </>
);

export default ApiTokenList;
