import { useEffect, useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components';
import { PendingChangesPrompt } from '../../kit';
import type { AppDataProvider } from '../../dataProvider';
import {
  entityFieldErrorsOf,
  failureMessageOf,
  isGuardCancelledError,
  useGuardedAction,
} from '../../guard';
import {
  excludesAddress,
  invalidEntryIndexes,
  isValidEntry,
  MAX_IP_WHITELIST_ENTRIES,
} from '../../contract/rules/ipAddress';

const INCORRECT = 'app.validation.incorrectInput';

/** Positions named by server details like `entries.3`. */
const serverInvalidIndexes = (error: unknown): number[] =>
  entityFieldErrorsOf(error)
    .map((detail) => /^entries\.(\d+)$/.exec(detail.field)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number);

/**
 * The merchant's IP whitelist: IPv4/IPv6 addresses and CIDR ranges. Every entry is checked strictly here and
 * again by the platform ('Incorrect input'); a list that would shut out the editor's own address (as the platform
 * sees it) asks for confirmation first; the save itself is guarded.
 */
export const IpWhitelistEditor = ({ merchantId }: { merchantId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canEdit } = useCanAccess({ resource: 'merchants', action: 'editIpWhitelist' });
  const { runGuarded, guardDialog } = useGuardedAction();
  const queryKey = ['merchants', merchantId, 'ip-whitelist'];
  const { data, error } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getIpWhitelist(merchantId),
  });
  const [entries, setEntries] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [serverBad, setServerBad] = useState<number[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data) setEntries(data.entries);
  }, [data]);

  if (error) return <Alert severity="error">{translate(failureMessageOf(error))}</Alert>;
  if (!data) return null;

  const bad = new Set([...invalidEntryIndexes(entries), ...serverBad]);
  const changed = JSON.stringify(entries) !== JSON.stringify(data.entries);
  const full = entries.length >= MAX_IP_WHITELIST_ENTRIES;

  const addDraft = () => {
    const value = draft.trim();
    if (!isValidEntry(value)) {
      setDraftError(INCORRECT);
      return;
    }
    if (entries.some((entry) => entry.trim() === value)) {
      setDraftError('resources.merchants.ipWhitelist.duplicate');
      return;
    }
    setEntries([...entries, value]);
    setServerBad([]);
    setDraft('');
    setDraftError(null);
  };

  const remove = (index: number) => {
    setEntries(entries.filter((_, i) => i !== index));
    setServerBad([]);
  };

  const save = async () => {
    setConfirmOpen(false);
    setSaving(true);
    try {
      const saved = await runGuarded({
        title: 'resources.merchants.ipWhitelist.guardTitle',
        description: translate('resources.merchants.ipWhitelist.guardDescription', {
          count: entries.length,
        }),
        action: (guard) =>
          dataProvider.saveIpWhitelist(merchantId, { entries, version: data.version }, guard),
      });
      queryClient.setQueryData(queryKey, saved);
      notify('resources.merchants.ipWhitelist.saved', { type: 'success' });
    } catch (failure) {
      if (!isGuardCancelledError(failure)) {
        const indexes = serverInvalidIndexes(failure);
        if (indexes.length) setServerBad(indexes);
        else notify(failureMessageOf(failure), { type: 'error' });
      }
    } finally {
      setSaving(false);
    }
  };

  const requestSave = () => {
    if (excludesAddress(entries, data.clientIp)) setConfirmOpen(true);
    else void save();
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PendingChangesPrompt isDirty={changed || draft.trim() !== ''} />
      <Typography variant="body2" color="text.secondary">
        {translate('resources.merchants.ipWhitelist.help')}
      </Typography>
      <Typography variant="body2">
        {translate('resources.merchants.ipWhitelist.yourAddress', { ip: data.clientIp })}
      </Typography>
      {entries.length === 0 ? (
        <Alert severity="info">{translate('resources.merchants.ipWhitelist.empty')}</Alert>
      ) : (
        <MuiList dense aria-label={translate('resources.merchants.ipWhitelist.title')}>
          {entries.map((entry, index) => (
            <ListItem
              key={`${entry}-${index}`}
              divider
              secondaryAction={
                canEdit && (
                  <IconButton
                    edge="end"
                    aria-label={translate('resources.merchants.ipWhitelist.remove', { entry })}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={entry}
                slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
                secondary={bad.has(index) ? translate(INCORRECT) : undefined}
                secondaryTypographyProps={{ color: 'error' }}
              />
            </ListItem>
          ))}
        </MuiList>
      )}
      {canEdit && (
        <>
          <Box
            component="form"
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
            onSubmit={(event) => {
              event.preventDefault();
              addDraft();
            }}
          >
            <MuiTextField
              size="small"
              label={translate('resources.merchants.ipWhitelist.entry')}
              value={draft}
              disabled={full}
              onChange={(event) => {
                setDraft(event.target.value);
                setDraftError(null);
              }}
              error={draftError !== null}
              helperText={
                draftError
                  ? translate(draftError)
                  : full
                    ? translate('resources.merchants.ipWhitelist.full', {
                        max: MAX_IP_WHITELIST_ENTRIES,
                      })
                    : translate('resources.merchants.ipWhitelist.entryHint')
              }
              sx={{ minWidth: 320 }}
            />
            <Button type="submit" variant="outlined" disabled={!draft.trim() || full}>
              {translate('resources.merchants.ipWhitelist.add')}
            </Button>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              onClick={requestSave}
              disabled={!changed || bad.size > 0 || saving}
            >
              {translate('resources.merchants.ipWhitelist.save')}
            </Button>
            <Button
              onClick={() => {
                setEntries(data.entries);
                setServerBad([]);
              }}
              disabled={!changed || saving}
            >
              {translate('resources.merchants.ipWhitelist.discard')}
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title="resources.merchants.ipWhitelist.lockoutTitle"
        content="resources.merchants.ipWhitelist.lockoutText"
        contentArgs={{ ip: data.clientIp }}
        confirmLabel="resources.merchants.ipWhitelist.saveAnyway"
        confirmColor="error"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void save()}
      />
      {guardDialog}
    </Stack>
  );
};
