import { Alert, Box, Button } from '@mui/material';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { reloadPage } from './reloadPage';
import { ViewSkeleton } from './ViewSkeleton';

/** A view module loaded on first use: `() => import('./XxxList')` style loaders keep screens out of the entry. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/** What the user sees when a screen's code could not be fetched (network gone, a new version deployed). */
const LoadFailed = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reloadPage}>
            {translate('kit.view.retry')}
          </Button>
        }
      >
        {translate('app.messages.somethingWentWrong')} {translate('kit.view.loadFailed')}
      </Alert>
    </Box>
  );
};

/** Catches the failed fetch of a view's chunk, so the layout stays and the user can try again. */
class ViewLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/**
 * Wraps a loader into a component that shows the page skeleton while the view's chunk arrives and, when it
 * cannot be fetched, the spec's error message inside the layout with "Try again", which reloads the page.
 */
export const lazyView = (load: ViewLoader): ComponentType => {
  const View = lazy(load);
  const LazyView = () => (
    <ViewLoadBoundary>
      <Suspense fallback={<ViewSkeleton />}>
        <View />
      </Suspense>
    </ViewLoadBoundary>
  );
  return LazyView;
};
