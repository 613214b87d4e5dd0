import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import { Tooltip } from '@mui/material';
import {
  Button,
  DatagridConfigurable,
  FilterButton,
  FunctionField,
  List,
  SelectColumnsButton,
  TextField,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  CountryLabel,
  DateTimeField,
  ListEmptyState,
  ListLoadError,
  ListPagination,
} from '../../components';
import { verifications } from '../../contract/resources/verifications';
import type { VerificationRow } from '../../contract/schemas/verifications';
import { fullName, RiskScoreChip, StatusChip, useEnumLabel } from './fields';
import { useVerificationFilters } from './filters';
import { reviewQueuePath } from './reviewPath';
import { ServerCsvExportButton } from './ServerCsvExportButton';
import { StatusTabs } from './StatusTabs';
import { ActionsToolbar, useListDefaults } from '../../kit';

const T = 'resources.verifications';

/**
 * 'Review next': the review queue over the list's filter (pending reviews when no status is chosen), the most
 * overdue first; only for a user who may decide.
 */
const ReviewNextButton = () => {
  const navigate = useNavigate();
  const { filterValues, sort } = useListContext();
  const { canAccess } = useCanAccess({ resource: 'verifications', action: 'review' });
  if (!canAccess) return null;
  return (
    <Button
      label={`${T}.list.reviewNext`}
      variant="contained"
      onClick={() => navigate(reviewQueuePath(filterValues, sort))}
    >
      <PlaylistPlayIcon />
    </Button>
  );
};

const ListActions = () => {
  const { canAccess: canExport } = useCanAccess({ resource: 'verifications', action: 'export' });
  return (
    <ActionsToolbar
      inline={
        <>
          <FilterButton />
          <SelectColumnsButton />
        </>
      }
    >
      {/* One export control: the platform's file covers every matching row, which a browser-side export of
          a large tenant could not. */}
      {canExport && <ServerCsvExportButton />}
      <ReviewNextButton />
    </ActionsToolbar>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return <ListEmptyState icon={FactCheckOutlinedIcon} message={translate(`${T}.empty`)} />;
};

/** A long public ID, shortened in the table; the full one is in the tooltip and on the show page. */
const ShortId = ({ value }: { value: string }) =>
  value.length > 13 ? (
    <Tooltip title={value}>
      <span>{`${value.slice(0, 8)}…`}</span>
    </Tooltip>
  ) : (
    <span>{value}</span>
  );

/** Identifiers and timestamps read best on one line. */
const NO_WRAP = {
  '& .column-publicId, & .column-transactionCreationDate, & .column-createdAt, & .column-updatedAt, & .column-reviewDueAt, & .column-documentNumber':
    { whiteSpace: 'nowrap' },
  '& td.column-publicId': { fontFamily: 'monospace', fontSize: '0.8rem' },
};

/** A column sorts when the declaration says the platform sorts by it (the emulator checks the same list). */
const SORTABLE: ReadonlySet<string> = new Set(verifications.list.sortable);
const sortableIf = (source: string) => ({ sortable: SORTABLE.has(source) });

/**
 * Verifications of the tenant (POST filter, 10 a page): status tabs with counts, filters in the URL, a
 * column chooser, one export (the platform's CSV of every matching row) and the review queue.
 */
const VerificationList = () => {
  const label = useEnumLabel();
  return (
    <List
      error={<ListLoadError />}
      pagination={<ListPagination />}
      resource="verifications"
      filters={useVerificationFilters()}
      {...useListDefaults()}
      actions={<ListActions />}
      empty={<Empty />}
    >
      <StatusTabs />
      <DatagridConfigurable
        rowClick="show"
        bulkActionButtons={false}
        size="small"
        omit={['source', 'createdAt', 'updatedAt', 'matchType']}
        sx={NO_WRAP}
      >
        <FunctionField<VerificationRow>
          source="publicId"
          {...sortableIf('publicId')}
          render={(record) => <ShortId value={record.publicId} />}
        />
        <FunctionField<VerificationRow>
          source="status"
          {...sortableIf('status')}
          render={(record) => <StatusChip status={record.status} />}
        />
        <FunctionField<VerificationRow>
          source="name"
          {...sortableIf('name')}
          render={(record) => fullName(record) || label('show', 'notAvailable')}
        />
        <TextField source="documentNumber" {...sortableIf('documentNumber')} emptyText="—" />
        <FunctionField<VerificationRow>
          source="country"
          {...sortableIf('country')}
          render={(record) => <CountryLabel country={record.country} />}
        />
        <FunctionField<VerificationRow>
          source="documentType"
          {...sortableIf('documentType')}
          render={(record) => label('documentType', record.documentType)}
        />
        <FunctionField<VerificationRow>
          source="riskScore"
          {...sortableIf('riskScore')}
          render={(record) => <RiskScoreChip score={record.riskScore} />}
        />
        <FunctionField<VerificationRow>
          source="matchType"
          {...sortableIf('matchType')}
          render={(record) => label('matchType', record.matchType)}
        />
        <FunctionField<VerificationRow>
          source="source"
          {...sortableIf('source')}
          render={(record) => label('source', record.source)}
        />
        <DateTimeField
          source="transactionCreationDate"
          {...sortableIf('transactionCreationDate')}
        />
        <DateTimeField source="createdAt" {...sortableIf('createdAt')} />
        <DateTimeField source="updatedAt" {...sortableIf('updatedAt')} />
        <DateTimeField source="reviewDueAt" {...sortableIf('reviewDueAt')} emptyText="—" />
      </DatagridConfigurable>
    </List>
  );
};
export default VerificationList;
