/** The users resource's record schema and types (defined at the dataProvider boundary, re-exported here). */
export {
  ACCOUNT_STATUS_CODES,
  USER_STATUSES,
  userSchema,
  type AccountStatusCode,
  type BulkResult,
  type BulkSelection,
  type User,
  type UserDraft,
  type UserStatus,
} from '../../contract/schemas/users';
