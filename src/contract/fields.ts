import type { z } from 'zod';
import type { FieldKind, FieldOptions } from './declare';

/**
 * What a declared field is, read off its zod type: the kind of input and display it gets, whether it is
 * required and its bounds. Both the portal's kit (inputs, validation messages, renderers) and the tests use it.
 */
export interface FieldDescription {
  kind: FieldKind;
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Enum values (of the field, or of the list's elements for `enumList`). */
  options?: readonly string[];
  /** For `enumList`: at least this many values. */
  minItems?: number;
  reference?: string;
  /** For `reference`: the target's field that names it (see FieldOptions.nameField). */
  nameField?: string;
  readOnly: boolean;
  /** Given on create only (`fixed`). */
  fixed?: boolean;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      innerType?: unknown;
      element?: unknown;
      format?: string;
      checks?: readonly { _zod: { def: { check: string; minimum?: number } } }[];
    };
  };
  maxLength?: number | null;
  minLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  options?: readonly string[];
}

const internals = (schema: unknown): ZodInternals => schema as ZodInternals;

/** Optional, nullable and default wrappers say "may be empty"; the inner type says what it is. */
const unwrap = (schema: unknown): { inner: ZodInternals; optional: boolean } => {
  let current = internals(schema);
  let optional = false;
  while (['optional', 'nullable', 'default', 'prefault'].includes(current._zod.def.type)) {
    optional = true;
    current = internals(current._zod.def.innerType);
  }
  return { inner: current, optional };
};

const kindOf = (inner: ZodInternals): FieldKind => {
  const { type, format } = inner._zod.def;
  if (type === 'enum') return 'enum';
  if (type === 'boolean') return 'boolean';
  if (type === 'number') return 'number';
  if (type === 'array') return 'enumList';
  if (format === 'email') return 'email';
  if (format === 'url') return 'url';
  if (format === 'date') return 'date';
  if (format === 'datetime') return 'dateTime';
  return 'text';
};

export const describeField = (schema: z.ZodType, options: FieldOptions = {}): FieldDescription => {
  const { inner, optional } = unwrap(schema);
  const element = inner._zod.def.type === 'array' ? internals(inner._zod.def.element) : null;
  const description: FieldDescription = {
    kind: options.kind ?? kindOf(inner),
    required: !optional && !(inner.minLength === 0),
    readOnly: options.readOnly ?? false,
    fixed: options.fixed ?? false,
  };
  if (typeof inner.maxLength === 'number' && !element) description.maxLength = inner.maxLength;
  if (typeof inner.minValue === 'number' && Number.isFinite(inner.minValue))
    description.min = inner.minValue;
  if (typeof inner.maxValue === 'number' && Number.isFinite(inner.maxValue))
    description.max = inner.maxValue;
  const enumOptions = element?.options ?? inner.options;
  if (enumOptions) description.options = enumOptions;
  if (element) {
    // Arrays keep their bounds only as checks.
    const minItems =
      inner._zod.def.checks?.find((check) => check._zod.def.check === 'min_length')?._zod.def
        .minimum ?? 0;
    description.minItems = minItems;
    description.required = !optional && minItems > 0;
  }
  if (options.reference) description.reference = options.reference;
  if (options.nameField) description.nameField = options.nameField;
  return description;
};
