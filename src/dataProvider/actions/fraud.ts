import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  fraudCollisionsSchema,
  type FraudCollisions,
  type FraudCollisionsRequest,
} from '../../contract/schemas/fraud';

/** Typed custom methods of the fraud database beyond its declared rows and actions. */
export const createFraudActions = (httpClient: HttpClient) => ({
  /** Entries that look like the subject typed so far (`POST fraud-entries/collisions`), best first. */
  getFraudCollisions: async (
    subject: FraudCollisionsRequest,
    signal?: AbortSignal,
  ): Promise<FraudCollisions> =>
    parseResponse(
      fraudCollisionsSchema,
      (await httpClient.call('fraudEntriesCollisions', { body: subject, signal })).body,
      'fraudEntriesCollisions',
    ),
});
export type FraudActions = ReturnType<typeof createFraudActions>;
