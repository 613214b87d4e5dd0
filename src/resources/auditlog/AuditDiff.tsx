import { useMemo, useState } from 'react';
import {
  Box,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  alpha,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, ScrollingTable } from '../../components';
import { EMPTY_VALUE_PLACEHOLDER } from '../../contract/constants';
import {
  diffAuditValues,
  type DiffKind,
  type DiffLeaf,
  type DiffRow,
  type DiffValue,
} from './diff';
import { useDiffWords, type DiffWords } from './useDiffWords';

const KIND_COLOR: Record<DiffKind, 'success' | 'error' | 'warning' | 'default'> = {
  added: 'success',
  removed: 'error',
  changed: 'warning',
  unchanged: 'default',
};

/** Timestamps inside values read like every other date of the portal. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const REMOVED_BG = { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.06) };
const ADDED_BG = { bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.06) };

/** The words of the field's enumerated value (a status, a kind), or null for values shown as they are. */
type ValueWords = (value: string) => string | null;

const LeafText = ({ value, words }: { value: DiffLeaf; words?: ValueWords }) => {
  const translate = useTranslate();
  if (value === null || value === '') return <>{EMPTY_VALUE_PLACEHOLDER}</>;
  const worded = typeof value === 'string' ? words?.(value) : null;
  if (worded) return <>{worded}</>;
  if (typeof value === 'boolean')
    return <>{translate(value ? 'resources.auditlog.diff.yes' : 'resources.auditlog.diff.no')}</>;
  if (typeof value === 'string' && ISO_INSTANT.test(value))
    return <>{`${formatDateTime(value)} UTC`}</>;
  return <>{String(value)}</>;
};

/** A list of plain values as chips; items that were added or removed in this change are marked. */
const ValueCell = ({
  value,
  marked,
  mark,
  words,
}: {
  value: DiffValue | undefined;
  marked?: DiffLeaf[];
  mark?: 'added' | 'removed';
  words: ValueWords;
}) => {
  const translate = useTranslate();
  if (value === undefined)
    return <Typography color="text.disabled">{EMPTY_VALUE_PLACEHOLDER}</Typography>;
  if (!Array.isArray(value))
    return (
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        <LeafText value={value} words={words} />
      </Typography>
    );
  if (!value.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.auditlog.diff.emptyList')}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {value.map((item, index) => {
        const highlighted = mark && marked?.includes(item);
        return (
          <Chip
            key={`${String(item)}-${index}`}
            size="small"
            variant={highlighted ? 'filled' : 'outlined'}
            color={highlighted ? (mark === 'added' ? 'success' : 'error') : 'default'}
            label={<LeafText value={item} words={words} />}
            sx={highlighted && mark === 'removed' ? { textDecoration: 'line-through' } : undefined}
          />
        );
      })}
    </Stack>
  );
};

const DiffTableRow = ({ row, words }: { row: DiffRow; words: DiffWords }) => {
  const translate = useTranslate();
  const muted = row.kind === 'unchanged';
  const label = row.path ? words.field(row.path) : translate('resources.auditlog.diff.wholeValue');
  const valueWords: ValueWords = (value) => words.value(row.path, value);
  return (
    <TableRow data-kind={row.kind} sx={muted ? { '& td': { color: 'text.secondary' } } : undefined}>
      <TableCell
        component="th"
        scope="row"
        // A field no catalogue names shows its path, set apart as such.
        sx={label === null ? { fontFamily: 'monospace', fontSize: 13 } : undefined}
      >
        {label ?? row.path}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant={muted ? 'outlined' : 'filled'}
          color={KIND_COLOR[row.kind]}
          label={translate(`resources.auditlog.diff.${row.kind}`)}
        />
      </TableCell>
      <TableCell sx={row.kind === 'changed' || row.kind === 'removed' ? REMOVED_BG : undefined}>
        <ValueCell value={row.before} marked={row.itemsRemoved} mark="removed" words={valueWords} />
      </TableCell>
      <TableCell sx={row.kind === 'changed' || row.kind === 'added' ? ADDED_BG : undefined}>
        <ValueCell value={row.after} marked={row.itemsAdded} mark="added" words={valueWords} />
      </TableCell>
    </TableRow>
  );
};

export interface AuditDiffProps {
  before: unknown;
  after: unknown;
  /** The entry's entity type: its resource names the fields and their values. */
  entityType?: string;
}

/**
 * Before and after of an audit entry as a table of fields (added / removed / changed), never raw JSON.
 * Unchanged fields are hidden behind a switch so the change itself stands out.
 */
export const AuditDiff = ({ before, after, entityType = '' }: AuditDiffProps) => {
  const translate = useTranslate();
  const words = useDiffWords(entityType);
  const rows = useMemo(() => diffAuditValues(before, after), [before, after]);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const unchanged = rows.filter((row) => row.kind === 'unchanged').length;
  const visible = showUnchanged ? rows : rows.filter((row) => row.kind !== 'unchanged');
  return (
    <Box>
      {unchanged > 0 && (
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={showUnchanged}
              onChange={(event) => setShowUnchanged(event.target.checked)}
            />
          }
          label={translate('resources.auditlog.diff.showUnchanged', { count: unchanged })}
        />
      )}
      {visible.length ? (
        <ScrollingTable>
          <Table size="small" aria-label={translate('resources.auditlog.diff.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '25%' }}>
                  {translate('resources.auditlog.diff.field')}
                </TableCell>
                <TableCell sx={{ width: 120 }}>
                  {translate('resources.auditlog.diff.change')}
                </TableCell>
                <TableCell>{translate('resources.auditlog.diff.before')}</TableCell>
                <TableCell>{translate('resources.auditlog.diff.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((row) => (
                <DiffTableRow key={row.path} row={row} words={words} />
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      ) : (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('resources.auditlog.diff.noChanges')}
        </Typography>
      )}
    </Box>
  );
};
