import { Route } from 'react-router-dom';
import { lazyView } from '../../kit';
import { RequireAccess } from '../../kit/RequireAccess';

/** The queue's screen arrives when it is first opened, like the resource's other views. */
const ReviewQueue = lazyView(() =>
  import('./ReviewQueue').then((module) => ({ default: module.ReviewQueue })),
);

/** The review queue, a child route of the resource (`/verifications/review`). */
export const verificationReviewRoutes = (
  <Route
    path="review"
    element={
      <RequireAccess resource="verifications" action="review">
        <ReviewQueue />
      </RequireAccess>
    }
  />
);
