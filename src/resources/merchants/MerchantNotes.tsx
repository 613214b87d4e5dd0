import { useState } from 'react';
import {
  Box,
  Button,
  Divider,
  List as MuiList,
  ListItem,
  Pagination,
  Stack,
  TextField as MuiTextField,
  Typography,
  Alert,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../components';
import { PAGE_SIZE } from '../../contract/constants';
import type { AppDataProvider } from '../../dataProvider';
import { failureMessageOf } from '../../guard';
import { PendingChangesPrompt } from '../../kit';
import { NOTE_MAX_LENGTH } from './schema';

/**
 * Merchant notes: newest first, 10 per page, plus an "add note" box. A note is plain text: it is rendered as a
 * React text node (line breaks kept with CSS), never as HTML, so `<img onerror=...>` shows as those characters.
 */
export const MerchantNotes = ({ merchantId }: { merchantId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canAdd } = useCanAccess({ resource: 'merchants', action: 'addNote' });
  const [page, setPage] = useState(0);
  const [text, setText] = useState('');
  const queryKey = ['merchants', merchantId, 'notes'];
  const { data, error } = useQuery({
    queryKey: [...queryKey, page],
    queryFn: () => dataProvider.getMerchantNotes(merchantId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: (note: string) => dataProvider.addMerchantNote(merchantId, note),
    onSuccess: async () => {
      setText('');
      setPage(0);
      notify('resources.merchants.notes.added', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (failure) => notify(failureMessageOf(failure), { type: 'error' }),
  });
  const trimmed = text.trim();
  const tooLong = Array.from(text).length > NOTE_MAX_LENGTH;
  const pages = Math.ceil((data?.totalElements ?? 0) / PAGE_SIZE);

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <PendingChangesPrompt isDirty={trimmed !== ''} />
      {canAdd && (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed && !tooLong) add.mutate(trimmed);
          }}
        >
          <MuiTextField
            label={translate('resources.merchants.notes.new')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            error={tooLong}
            helperText={
              tooLong
                ? translate('app.validation.maxLength', { max: NOTE_MAX_LENGTH })
                : translate('resources.merchants.notes.plainText')
            }
          />
          <Button
            type="submit"
            variant="contained"
            sx={{ mt: 1 }}
            disabled={!trimmed || tooLong || add.isPending}
          >
            {translate('resources.merchants.notes.add')}
          </Button>
        </Box>
      )}
      {error ? (
        <Alert severity="error">{translate(failureMessageOf(error))}</Alert>
      ) : data && data.totalElements === 0 ? (
        <Typography color="text.secondary">
          {translate('resources.merchants.notes.empty')}
        </Typography>
      ) : (
        <MuiList dense disablePadding aria-label={translate('resources.merchants.notes.title')}>
          {(data?.content ?? []).map((note, index) => (
            <Box key={note.id}>
              {index > 0 && <Divider component="li" />}
              <ListItem alignItems="flex-start" sx={{ display: 'block', px: 0 }}>
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.merchants.notes.byline', {
                    author: note.authorEmail,
                    date: formatDateTime(note.createdAt),
                  })}
                </Typography>
                <Typography
                  variant="body2"
                  data-testid="merchant-note-text"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {note.text}
                </Typography>
              </ListItem>
            </Box>
          ))}
        </MuiList>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_e, next) => setPage(next - 1)}
          size="small"
        />
      )}
    </Stack>
  );
};
