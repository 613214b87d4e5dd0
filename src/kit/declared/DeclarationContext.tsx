import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { AnyResourceDeclaration } from '../../contract/declare';

/** A hand-written piece for one field, where the generated one does not fit (a member picker, role chips). */
export interface FieldOverride {
  /** How the value reads in list cells and on the show page. */
  Value?: ComponentType<{ record: RaRecord; source: string }>;
  /** The form input (it gets the field's source; validation is its own). */
  Input?: ComponentType<{ source: string }>;
  /** The i18n key of an enum value's label; by default `resources.<name>.choices.<field>.<value>`. */
  choiceKey?: (value: string) => string;
  /** The CSV text of the value (worded with `translate`); by default the words the generated value shows. */
  csv?: (record: RaRecord, translate: (key: string) => string) => unknown;
}

export type FieldOverrides = Readonly<Record<string, FieldOverride>>;

interface DeclarationValue {
  declaration: AnyResourceDeclaration;
  fields: FieldOverrides;
  /** Hand-written buttons of the show page's toolbar, before the generated ones. */
  showActions?: ComponentType;
  /** A hand-written panel of the show page, below the declared sections. */
  showPanel?: ComponentType;
  /** A hand-written panel of the create and edit forms, below the inputs. */
  formPanel?: ComponentType<{ mode: 'create' | 'edit' }>;
  /** A hand-written panel of the create and edit forms, beside the inputs (below them on a phone). */
  formAside?: ComponentType<{ mode: 'create' | 'edit' }>;
  /** Hand-written buttons of the list's toolbar, after the generated ones. */
  listActions?: ComponentType;
  /** A hand-written panel of the list, above its rows. */
  listPanel?: ComponentType;
}

const DeclarationContext = createContext<DeclarationValue | null>(null);

/** Hands the declaration (and its field overrides) to the generated views, shared by every resource. */
export const DeclarationProvider = ({
  declaration,
  fields = {},
  showActions,
  showPanel,
  formPanel,
  formAside,
  listActions,
  listPanel,
  children,
}: {
  declaration: AnyResourceDeclaration;
  fields?: FieldOverrides;
  showActions?: ComponentType;
  showPanel?: ComponentType;
  formPanel?: ComponentType<{ mode: 'create' | 'edit' }>;
  formAside?: ComponentType<{ mode: 'create' | 'edit' }>;
  listActions?: ComponentType;
  listPanel?: ComponentType;
  children: ReactNode;
}) => (
  <DeclarationContext.Provider
    value={{
      declaration,
      fields,
      showActions,
      showPanel,
      formPanel,
      formAside,
      listActions,
      listPanel,
    }}
  >
    {children}
  </DeclarationContext.Provider>
);

const useDeclarationValue = (): DeclarationValue => {
  const value = useContext(DeclarationContext);
  if (!value) throw new Error('A declared view was rendered outside its resource.');
  return value;
};

export const useDeclaration = (): AnyResourceDeclaration => useDeclarationValue().declaration;

export const useFieldOverrides = (): FieldOverrides => useDeclarationValue().fields;

export const useShowActions = (): ComponentType | undefined => useDeclarationValue().showActions;

export const useShowPanel = (): ComponentType | undefined => useDeclarationValue().showPanel;

export const useFormPanel = (): ComponentType<{ mode: 'create' | 'edit' }> | undefined =>
  useDeclarationValue().formPanel;

export const useFormAside = (): ComponentType<{ mode: 'create' | 'edit' }> | undefined =>
  useDeclarationValue().formAside;

export const useListActions = (): ComponentType | undefined => useDeclarationValue().listActions;
export const useListPanel = (): ComponentType | undefined => useDeclarationValue().listPanel;
