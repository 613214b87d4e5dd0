/**
 * The users CSV import. Not a resource of its own: the users list renders `UsersImportButton` among its
 * actions, and the button opens the import dialog.
 */
export { UsersImportButton } from './UsersImportButton';
