/** The generated views in one chunk, loaded when a declared resource's screen is first opened. */
export { DeclaredList } from './DeclaredList';
export { DeclaredSections, DeclaredShow, DeclaredShowActions } from './DeclaredShow';
export { DeclaredCreate, DeclaredEdit } from './DeclaredForm';
