import { Route } from 'react-router-dom';
import { RequireAccess } from '../../kit/RequireAccess';
import { ReviewQueue } from './ReviewQueue';

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
