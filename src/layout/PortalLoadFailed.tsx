import { Box, Stack, Typography } from '@mui/material';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useTranslate } from 'react-admin';
import { LoadFailedAlert } from '../components/LoadFailedAlert';

/**
 * The admin shell's code could not be fetched (network gone, a new version deployed and the old files
 * removed): the spec's "Something went wrong!" under the product's name, with a way to try again, never a white
 * page. Trying again reloads the page, because a browser keeps a failed module import failed for the life of
 * the page.
 */
export const PortalLoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 720, mx: 'auto' }}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 3 }}>
        <VerifiedUserOutlinedIcon color="primary" fontSize="large" />
        <Typography variant="h5" component="h1" color="primary">
          {translate('app.name')}
        </Typography>
      </Stack>
      <LoadFailedAlert messageKey="app.messages.portalLoadFailed" onRetry={onRetry} />
    </Box>
  );
};
