import { AppBar, Box, Skeleton, Toolbar } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a signed-in page shows while the admin shell's code arrives: the app bar, the menu and the page as
 * shapes, at the places and sizes the shell gives them, so the page does not jump when the shell takes over.
 */
export const ShellSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box
      role="progressbar"
      aria-label={translate('app.messages.loading')}
      sx={{ minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Skeleton variant="text" width={120} sx={{ bgcolor: 'rgba(255,255,255,0.25)' }} />
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        <Box sx={{ width: 240, p: 2, display: { xs: 'none', md: 'block' } }}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="text" height={36} />
          ))}
        </Box>
        <Box sx={{ flex: 1, p: 2 }}>
          <Skeleton variant="text" width="30%" height={40} />
          <Skeleton variant="rectangular" height={48} sx={{ my: 2 }} />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="text" height={32} />
          ))}
        </Box>
      </Box>
    </Box>
  );
};
