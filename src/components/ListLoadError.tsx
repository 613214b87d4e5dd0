import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import {
  HttpError,
  Pagination,
  useListContext,
  useTranslate,
  type PaginationProps,
} from 'react-admin';
import { alertFor } from '../notifications/errorReporting';

/** A refused request (4xx) fails the same way again until the filters change; only other failures are retried. */
const isRetryable = (error: unknown): boolean =>
  !(error instanceof HttpError && error.status >= 400 && error.status < 500);

/**
 * What a resource list shows when its page fails to load (pass it as `<List error>`): the reason, in the same
 * words as the error notification, and a retry when one can help. Without it the table would keep the rows of the previous
 * query, which an operator could take for the result of the filters now in the URL.
 */
export const ListLoadError = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  const alert = alertFor(error);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {translate('components.listLoadError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {translate(alert.message, alert.messageArgs)}
      </Typography>
      {isRetryable(error) && (
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()}>
          {translate('components.listLoadError.retry')}
        </Button>
      )}
    </Box>
  );
};

/**
 * The list's pager, absent while the page failed to load (pass it as `<List pagination>` next to
 * `error={<ListLoadError />}`): a range like "1-10 of 10" over an error would claim results that are not there.
 */
export const ListPagination = (props: PaginationProps) => {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
};
