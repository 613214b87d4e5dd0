import { Box } from '@mui/material';
import { useEffect, useState, type ComponentType } from 'react';
import { LoadFailedAlert } from '../components/LoadFailedAlert';
import { reloadPage } from './reloadPage';
import { ViewSkeleton } from './ViewSkeleton';

/** A view module loaded on first use: `() => import('./XxxList')` style loaders keep screens out of the entry. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/** A view that loads its code on first use; `preload()` starts that early (a route about to open). */
export type LazyView = ComponentType & { preload: () => Promise<ComponentType> };

/** What the user sees when a screen's code could not be fetched (network gone, a new version deployed). */
const LoadFailed = () => (
  <Box sx={{ p: 2 }}>
    <LoadFailedAlert messageKey="kit.view.loadFailed" onRetry={reloadPage} />
  </Box>
);

/**
 * Wraps a loader into a component that shows the page skeleton while the view's chunk arrives and, when it
 * cannot be fetched, the spec's error message inside the layout with "Try again", which reloads the page.
 *
 * Deliberately not `React.lazy` + `<Suspense>`: React holds back the reveal of suspended content until a
 * fallback has been visible for 300 ms, which delayed every first screen by up to that long. Here the skeleton
 * is ordinary state, the loaded view is kept per loader (a second visit renders at once), and `preload()` lets
 * the shell start fetching a route's code before React renders it.
 */
export const lazyView = (load: ViewLoader): LazyView => {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A failed fetch is not cached: "Try again" (or the next visit) asks again.
        pending = undefined;
        throw error;
      },
    ));
  const View = () => {
    const [state, setState] = useState<{ view?: ComponentType; failed?: boolean }>(() => ({
      view: loaded,
    }));
    useEffect(() => {
      if (state.view) return;
      let active = true;
      preload().then(
        (view) => active && setState({ view }),
        () => active && setState({ failed: true }),
      );
      return () => {
        active = false;
      };
    }, [state.view]);
    if (state.failed) return <LoadFailed />;
    const Loaded = state.view;
    return Loaded ? <Loaded /> : <ViewSkeleton />;
  };
  return Object.assign(View, { preload });
};
