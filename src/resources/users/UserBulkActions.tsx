import { useEffect, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Box, Typography } from '@mui/material';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog, csvOf, downloadCsv } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { BulkResultDialog, type BulkOutcome } from './BulkResultDialog';
import type { BulkSelection, User } from './schema';
import { useUserCsvColumns } from './csvColumns';

type BulkKind = 'activate' | 'deactivate';

/** The selection as the platform reads it: the ticked ids, or "every user matching this filter". */
export const toBulkSelection = (
  allMatching: boolean,
  selectedIds: readonly (string | number)[],
  filterValues: Record<string, unknown>,
): BulkSelection =>
  allMatching ? { filter: { ...filterValues } } : { ids: selectedIds.map(String) };

/**
 * Bulk actions of the users list: a "select all N matching" switch (across pages), activate, deactivate and
 * CSV download. Every outcome names each user that failed and why.
 */
export const UserBulkActions = () => {
  const { selectedIds, data, total, filterValues, onUnselectItems } = useListContext<User>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const columns = useUserCsvColumns();
  const { canAccess: canActivate } = useCanAccess({ resource: 'users', action: 'activate' });
  const { canAccess: canDeactivate } = useCanAccess({ resource: 'users', action: 'deactivate' });
  const { canAccess: canExport } = useCanAccess({ resource: 'users', action: 'export' });
  const [allMatching, setAllMatching] = useState(false);
  const [confirm, setConfirm] = useState<BulkKind | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const filterKey = JSON.stringify(filterValues);
  // A changed filter or a changed selection means the user picked something else: back to the ticked ids.
  useEffect(() => setAllMatching(false), [filterKey, selectedIds.length]);

  const pageCount = data?.length ?? 0;
  const count = allMatching ? (total ?? selectedIds.length) : selectedIds.length;
  const selection = toBulkSelection(allMatching, selectedIds, filterValues);
  const onError = (error: unknown) =>
    notify(error instanceof Error ? error.message : 'app.messages.genericError', { type: 'error' });

  const operate = useMutation({
    mutationFn: (kind: BulkKind) =>
      kind === 'activate'
        ? dataProvider.bulkActivateUsers(selection)
        : dataProvider.bulkDeactivateUsers(selection),
    onSuccess: (result) => {
      setOutcome({ ...result, failuresHeading: 'resources.users.bulk.failuresHeading' });
      onUnselectItems();
    },
    onError,
    onSettled: () => refresh(),
  });

  const download = useMutation({
    mutationFn: () => dataProvider.bulkDownloadUsers(selection),
    onSuccess: async (result) => {
      downloadCsv(await csvOf(result.content, columns), translate('resources.users.exportFile'));
      const failed = result.results.filter((r) => !r.ok).length;
      // Only worth a dialog when something could not be exported.
      if (failed)
        setOutcome({
          succeeded: result.content.length,
          failed,
          results: result.results,
          failuresHeading: 'resources.users.bulk.downloadFailures',
        });
    },
    onError,
  });

  const busy = operate.isPending || download.isPending;
  const titleKey =
    confirm === 'activate'
      ? 'resources.users.bulk.confirmActivateTitle'
      : 'resources.users.bulk.confirmDeactivateTitle';

  return (
    <>
      {pageCount > 0 && selectedIds.length >= pageCount && (total ?? 0) > pageCount && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
          <Typography variant="body2">
            {allMatching
              ? translate('resources.users.bulk.allMatchingSelected', { total })
              : translate('resources.users.bulk.pageSelected', { count: selectedIds.length })}
          </Typography>
          <Button
            label={
              allMatching
                ? translate('resources.users.bulk.clearSelection')
                : translate('resources.users.bulk.selectAllMatching', { total })
            }
            onClick={() => (allMatching ? onUnselectItems() : setAllMatching(true))}
          />
        </Box>
      )}
      {canActivate && (
        <Button
          label={translate('resources.users.bulk.activate')}
          onClick={() => setConfirm('activate')}
          disabled={busy}
        >
          <HowToRegIcon />
        </Button>
      )}
      {canDeactivate && (
        <Button
          label={translate('resources.users.bulk.deactivate')}
          onClick={() => setConfirm('deactivate')}
          disabled={busy}
          color="warning"
        >
          <PersonOffIcon />
        </Button>
      )}
      {canExport && (
        <Button
          label={translate('resources.users.bulk.download')}
          onClick={() => download.mutate()}
          disabled={busy}
        >
          <DownloadIcon />
        </Button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={translate(titleKey, { smart_count: count })}
        content="resources.users.bulk.confirmContent"
        confirmLabel={
          confirm === 'activate'
            ? 'resources.users.bulk.activate'
            : 'resources.users.bulk.deactivate'
        }
        confirmColor={confirm === 'deactivate' ? 'error' : 'primary'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const kind = confirm;
          setConfirm(null);
          if (kind) operate.mutate(kind);
        }}
      />
      <BulkResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
};
