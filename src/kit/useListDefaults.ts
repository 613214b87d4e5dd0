import { listDefaultsOf, type ListDefaults } from './listDefaults';
import { useDeclaration } from './declared/DeclarationContext';

/** The declared sort and page size of the list being shown: `<List {...useListDefaults()}>`. */
export const useListDefaults = (): ListDefaults => listDefaultsOf(useDeclaration());
