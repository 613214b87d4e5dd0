import { Route } from 'react-router-dom';
import { lazyView } from '../../kit';
import { RequireAccess } from '../../kit/RequireAccess';

/** The tagging view arrives when it is first opened, like the resource's other views. */
const TaggingView = lazyView(() =>
  import('./TaggingView').then((module) => ({ default: module.TaggingView })),
);

/** Tagging an experiment's items one after another, a child route of the resource (`/experiments/:id/tag`). */
export const experimentTaggingRoutes = (
  <Route
    path=":id/tag"
    element={
      <RequireAccess resource="experiments" action="tag">
        <TaggingView />
      </RequireAccess>
    }
  />
);
