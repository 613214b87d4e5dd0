import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { describeField } from '../contract/fields';
import type { FieldOverrides } from './declared/DeclarationContext';
import type { ResourceDefinition } from './resourceDefinition';

const ResourceRegistryContext = createContext<readonly ResourceDefinition[]>([]);

/**
 * Hands the resource registry to screens that speak about other resources' records (the audit log's changes),
 * so they word a field as that resource's own screens do without importing the registry (which imports them).
 */
export const ResourceRegistryProvider = ({
  resources,
  children,
}: {
  resources: readonly ResourceDefinition[];
  children: ReactNode;
}) => (
  <ResourceRegistryContext.Provider value={resources}>{children}</ResourceRegistryContext.Provider>
);

/** How a resource's field and its enumerated values are named (i18n keys), as its lists and pages name them. */
export interface FieldVocabulary {
  /** The resource (i18n `resources.<name>`), or null when the registry has none for the entity type. */
  resource: string | null;
  /** The key of a field's label; nested fields by their dotted path (`result.decidedBy`). */
  fieldKey: (path: string) => string | null;
  /** The key of an enumerated value's label, or null when the field is not enumerated. */
  choiceKey: (path: string, value: string) => string | null;
}

const NO_OVERRIDES: FieldOverrides = {};

/**
 * The vocabulary of the resource whose records carry this entity type (compared case-insensitively: the platform
 * writes 'User' and 'user'), or of the named resource. The choice keys are the declaration's convention unless the
 * resource's field overrides name their own, which are fetched with the resource's screens.
 */
export const useFieldVocabulary = (entityType: string, fallbackResource?: string | null) => {
  const registry = useContext(ResourceRegistryContext);
  const type = entityType.toLowerCase();
  const resource =
    registry.find((r) => r.declared?.declaration.entityType.toLowerCase() === type) ??
    registry.find((r) => r.name === fallbackResource);
  const declared = resource?.declared;
  const { data: overrides = NO_OVERRIDES } = useQuery({
    queryKey: ['declared-field-overrides', resource?.name],
    queryFn: () => declared!.fields(),
    enabled: Boolean(declared),
    staleTime: Infinity,
  });
  const name = resource?.name ?? fallbackResource ?? null;
  const vocabulary: FieldVocabulary = {
    resource: name,
    fieldKey: (path) => (name ? `resources.${name}.fields.${path}` : null),
    choiceKey: (path, value) => {
      const override = overrides[path]?.choiceKey;
      if (override) return override(value);
      const schema = declared?.declaration.fields.shape[path];
      if (!name || !schema) return null;
      const { kind } = describeField(schema, declared.declaration.fieldOptions?.[path] ?? {});
      return kind === 'enum' || kind === 'enumList'
        ? `resources.${name}.choices.${path}.${value}`
        : null;
    },
  };
  return vocabulary;
};
