import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import type { StoredRecord } from '../types';

export interface BehaviourScope {
  ctx: ServerContext;
  auth: AuthContext;
}

/**
 * What a declared resource needs of the emulator beyond the generic handler, like Django's `save_model` and
 * computed columns: checks that read other collections, normalised input, and the computed values of an answer.
 * A plain resource has none.
 */
export interface ResourceBehaviour {
  /**
   * Checks a create or update input against the rest of the platform (throw an ApiError to refuse) and returns
   * the values to store. `current` is the stored record on update.
   */
  prepare?(
    input: Record<string, unknown>,
    scope: BehaviourScope & { current?: StoredRecord },
  ): Record<string, unknown>;
  /**
   * The computed values of an answer. `detail` is true for one record (get, create, update), false for list
   * rows and audit entries, so the expensive parts are computed only where a page shows them.
   */
  present?(
    record: StoredRecord,
    scope: BehaviourScope & { detail: boolean },
  ): Record<string, unknown>;
  /**
   * The declared custom actions (`actions` of the declaration), by key: the record as it is after the action
   * (throw an ApiError to refuse). `input` is the declared body (without the version or the ids). The generic
   * handler finds the record in the tenant, checks the version and the guard, stamps, stores and audits.
   */
  actions?: Readonly<Record<string, ActionRun>>;
}

export type ActionRun = (
  record: StoredRecord,
  input: Record<string, unknown>,
  scope: BehaviourScope,
) => StoredRecord;
