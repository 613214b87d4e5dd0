/** The resource kit: a declaration in; views, menu entry, endpoints and access checks out. */
export type { ResourceDefinition } from './resourceDefinition';
export {
  resourceFromDeclaration,
  endpointsOfDeclaration,
  type DeclarationOverrides,
  type ScreenOverrides,
} from './fromDeclaration';
export { lazyView, type LazyView, type ViewLoader } from './lazyView';
export { preloadRoute } from './preloadRoute';
export { listDefaultsOf, listParamsAt, type ListDefaults } from './listDefaults';
export { useListDefaults } from './useListDefaults';
export { ViewSkeleton } from './ViewSkeleton';
export { ActionsToolbar, LabelledButtons, type ActionsToolbarProps } from './ActionsToolbar';
export { hasIcon } from './declared/icons';
export { keysOf, describeDeclaredField } from './declared/describe';
export { DeclaredValue } from './declared/values';
export { checkValidatorOf } from './declared/checkValidator';
export {
  useDeclaration,
  type FieldOverride,
  type FieldOverrides,
} from './declared/DeclarationContext';
export {
  DeclaredActionButton,
  DeclaredRecordActions,
  DeclaredBulkActionButton,
} from './declared/DeclaredActionButton';
export {
  SimpleForm,
  Form,
  FormPendingChanges,
  type SimpleFormProps,
  type FormProps,
} from './forms';
export { PendingChangesPrompt } from '../session';
export {
  ResourceRegistryProvider,
  useFieldVocabulary,
  type FieldVocabulary,
} from './resourceRegistry';
export { Edit, Show } from './recordPages';
export { useOwnTenantChoices, type TenantChoice } from './declared/useOwnTenantChoices';
