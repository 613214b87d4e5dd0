import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a screen shows while its code arrives: the page's shape inside the layout, never a blank page. */
export const ViewSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('ra.page.loading')} sx={{ p: 2 }}>
      <Skeleton variant="text" width="30%" height={40} />
      <Skeleton variant="rectangular" height={48} sx={{ my: 2 }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="text" height={32} />
      ))}
    </Box>
  );
};
