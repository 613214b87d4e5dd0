import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import type { DeclaredOperation } from '../../src/contract/declare';
import type { EndpointKey } from '../../src/contract/endpoints';
import type { EndpointHandler } from '../http/registry';
import type { Restriction } from '../store/sqlList';
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
   * The records of the caller's scope when they are not a stored collection of their own (another collection
   * read as is, a table of the contract): list and get read them through a read-only repository, the
   * collection named like the resource is never touched. Only for declarations without create, edit or delete.
   */
  source?(scope: BehaviourScope): readonly StoredRecord[];
  /**
   * Finds the record a path's `:id` names where the collection's rule (that id, stored with the caller's
   * `tenantId`) does not fit: an account addressed by its id or its e-mail address in any spelling, a member of
   * several tenants. Get, update, delete and the record actions use it; `undefined` answers 404. By default
   * the repository's record of the caller's scope with that id.
   */
  find?(id: string, scope: BehaviourScope): StoredRecord | undefined;
  /**
   * Whether the caller may see a record (a report of a type they may view): records it refuses are neither
   * listed, counted nor found (404). Every record of the tenant by default.
   */
  visible?(record: StoredRecord, scope: BehaviourScope): boolean;
  /**
   * The same rule for lists, as conditions the database applies (a report type among those the caller may
   * view). Needed with `visible` for any collection listed through the database.
   */
  listRestrictions?(scope: BehaviourScope): Restriction[];
  /**
   * Runs before list and get read the tenant's records: refuse a query the caller may not ask (throw an
   * ApiError), or bring the records up to date (expire old ones, complete lazy jobs). `query` is the list's
   * query as asked (filters and paging; empty for get).
   */
  beforeRead?(
    scope: BehaviourScope & { operation: 'list' | 'get'; query: Readonly<Record<string, unknown>> },
  ): void;
  /**
   * Operations the generic handler cannot do (a create that starts a job), served by the behaviour's own
   * handler (built with the server context) on the declared endpoint row: same path, permission and guard flag.
   * None by default.
   */
  handlers?: Partial<
    Record<DeclaredOperation, (ctx: ServerContext) => EndpointHandler<EndpointKey>>
  >;
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
   * Stored fields whose answered value `present` replaces (a token's status that reads EXPIRED once its expiry
   * has passed). A list filtered or sorted by one is worked out over the caller's presented records, as for
   * `computed` fields, so such a collection stays small per tenant.
   */
  presents?: readonly string[];
  /**
   * Checks a delete against the rest of the platform (records that still reference this one): throw an ApiError
   * to refuse. The refusal is audited as a failed delete with the error's code; the record stays.
   */
  beforeDelete?(record: StoredRecord, scope: BehaviourScope): void;
  /**
   * Runs once a delete is stored, in the same unit of work: the records of other collections that go with this
   * one (a dataset's items).
   */
  deleted?(record: StoredRecord, scope: BehaviourScope): void;
  /**
   * Runs once a create or update is stored, in the same unit of work: what other collections keep in step with
   * the record (a copied name, the creator's membership).
   */
  stored?(
    record: StoredRecord,
    scope: BehaviourScope & { operation: 'create' | 'update'; previous?: StoredRecord },
  ): void;
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
