import { lazy, Suspense, type ComponentType } from 'react';
import { ViewSkeleton } from './ViewSkeleton';

/** A view module loaded on first use: `() => import('./XxxList')` style loaders keep screens out of the entry. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/** Wraps a loader into a component that shows the page skeleton while the view's chunk arrives. */
export const lazyView = (load: ViewLoader): ComponentType => {
  const View = lazy(load);
  const LazyView = () => (
    <Suspense fallback={<ViewSkeleton />}>
      <View />
    </Suspense>
  );
  return LazyView;
};
