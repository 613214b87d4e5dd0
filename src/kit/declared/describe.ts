import type { AnyResourceDeclaration, SystemField } from '../../contract/declare';
import { describeField, type FieldDescription } from '../../contract/fields';
import type { FieldOverrides } from './DeclarationContext';

const SYSTEM_KINDS: Record<SystemField, FieldDescription> = {
  id: { kind: 'text', required: false, readOnly: true },
  createdAt: { kind: 'dateTime', required: false, readOnly: true },
  createdBy: { kind: 'text', required: false, readOnly: true },
  updatedAt: { kind: 'dateTime', required: false, readOnly: true },
  updatedBy: { kind: 'text', required: false, readOnly: true },
  version: { kind: 'number', required: false, readOnly: true },
};

/** A declared field or a system field, described for display and input. */
export const describeDeclaredField = (
  declaration: AnyResourceDeclaration,
  source: string,
): FieldDescription => {
  const schema = declaration.fields.shape[source];
  if (schema) return describeField(schema, declaration.fieldOptions?.[source] ?? {});
  const computed = declaration.computed?.shape[source];
  if (computed)
    return { ...describeField(computed, declaration.fieldOptions?.[source] ?? {}), readOnly: true };
  const system = SYSTEM_KINDS[source as SystemField];
  if (!system) throw new Error(`${declaration.name} declares no field ${source}`);
  return system;
};

/** The i18n keys of a declared resource, by convention (a field override may name its choices' keys). */
export const keysOf = (declaration: AnyResourceDeclaration, overrides: FieldOverrides = {}) => {
  const base = `resources.${declaration.name}`;
  return {
    field: (source: string) => `${base}.fields.${source}`,
    choice: (source: string, value: string) =>
      overrides[source]?.choiceKey?.(value) ?? `${base}.choices.${source}.${value}`,
    section: (key: string) => `${base}.sections.${key}`,
    help: (source: string) => `${base}.help.${source}`,
    /** The message of a taken unique value, where the resource words it (`kit.errors.duplicate` otherwise). */
    duplicate: (source: string) => `${base}.errors.duplicate.${source}`,
    /** The message of a broken rule of the declaration's `check` (and of the platform's answer to it). */
    error: (code: string) => `${base}.errors.${code}`,
    empty: `${base}.empty`,
    emptyHint: `${base}.emptyHint`,
    exportFile: `${base}.exportFile`,
  };
};
