import { describe, expect, it } from 'vitest';
import { requiredAuthorities } from '../../src/contract/access';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../src/contract/constants';
import type { z } from 'zod';
import {
  endpointKeyOf,
  operationsOf,
  SYSTEM_FIELDS,
  type AnyResourceDeclaration,
  type FieldOptions,
} from '../../src/contract/declare';
import { endpoints } from '../../src/contract/endpoints';
import { describeField } from '../../src/contract/fields';
import { DECLARED_RESOURCES } from '../../src/contract/resources';
import { hasIcon, keysOf, type FieldOverrides } from '../../src/kit';
import { messages } from '../../src/i18n/allMessages';
import { accessKeyOf, resources } from '../../src/resources';

type Tree = { [key: string]: unknown };
const has = (tree: unknown, key: string): boolean => {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' && node.trim() !== '';
};

/** Every key a declared resource's generated screens read, by the kit's naming convention. */
const declaredKeys = (declaration: AnyResourceDeclaration, overrides: FieldOverrides): string[] => {
  const base = `resources.${declaration.name}`;
  const keys = keysOf(declaration, overrides);
  const fields = new Set<string>([
    ...Object.keys(declaration.fields.shape),
    ...Object.keys(declaration.computed?.shape ?? {}),
    ...declaration.list.columns,
    ...(declaration.stamped === false ? [] : SYSTEM_FIELDS.filter((field) => field !== 'id')),
    ...(declaration.list.filters ?? []).map((filter) => filter.source),
  ]);
  const expected = [
    `${base}.name`,
    `${base}.empty`,
    `${base}.emptyHint`,
    `${base}.exportFile`,
    ...[...fields].map((field) => `${base}.fields.${field}`),
    ...declaration.show.sections.map((section) => `${base}.sections.${section.key}`),
  ];
  for (const [field, schema] of Object.entries(declaration.fields.shape as z.ZodRawShape)) {
    const options = (declaration.fieldOptions as Record<string, FieldOptions> | undefined)?.[field];
    if (options?.help) expected.push(keys.help(field));
    const description = describeField(schema as z.ZodType, options ?? {});
    if (description.kind === 'enum' || description.kind === 'enumList')
      for (const value of description.options ?? []) expected.push(keys.choice(field, value));
  }
  return expected;
};

describe('resource registry completeness', () => {
  it('every registered resource has its name in every language and an access entry for list', () => {
    for (const resource of resources) {
      for (const [locale, catalogue] of Object.entries(messages))
        expect(
          has(catalogue, `resources.${resource.name}.name`),
          `${locale}: ${resource.name}`,
        ).toBe(true);
      expect(requiredAuthorities(accessKeyOf(resource), 'list'), resource.name).not.toBeNull();
    }
  });

  it('every endpoint a registered resource uses is in the endpoint table', () => {
    for (const resource of resources) {
      const map = resource.endpoints;
      if (!map) continue;
      const keys = [map.list?.key, map.getOne, map.create, map.update, map.delete].filter(Boolean);
      for (const key of keys) expect(endpoints, `${resource.name}: ${key}`).toHaveProperty([key!]);
    }
  });

  it('every declared resource is registered, with endpoints, access and an icon', () => {
    const registered = new Set(resources.map((resource) => resource.name));
    for (const declaration of DECLARED_RESOURCES) {
      expect(registered.has(declaration.name), declaration.name).toBe(true);
      expect(hasIcon(declaration.icon), `${declaration.name} icon ${declaration.icon}`).toBe(true);
      for (const operation of operationsOf(declaration))
        expect(endpoints).toHaveProperty([endpointKeyOf(declaration, operation)]);
      for (const action of Object.keys(declaration.access))
        expect(requiredAuthorities(declaration.name, action), action).not.toBeNull();
    }
  });

  it('every declared resource has every label, choice, section and help text in every language', async () => {
    for (const resource of resources) {
      if (!resource.declared) continue;
      const { declaration } = resource.declared;
      // Field overrides may come with the resource's screens, loaded on demand.
      const fields = await resource.declared.fields();
      for (const [locale, catalogue] of Object.entries(messages)) {
        const missing = declaredKeys(declaration, fields).filter((key) => !has(catalogue, key));
        expect(missing, `${locale}: ${declaration.name}`).toEqual([]);
      }
    }
  });

  it('a declaration’s columns, filters, sections and unique fields name its own fields', () => {
    for (const declaration of DECLARED_RESOURCES) {
      const fields = new Set<string>([
        ...Object.keys(declaration.fields.shape),
        ...Object.keys(declaration.computed?.shape ?? {}),
        ...SYSTEM_FIELDS,
      ]);
      const named = [
        ...declaration.list.columns,
        ...(declaration.list.search ?? []),
        ...(declaration.list.filters ?? []).map((filter) => filter.source),
        ...declaration.show.sections.flatMap((section) => section.fields),
        ...(declaration.unique ?? []),
        declaration.recordRepresentation,
      ];
      expect(
        named.filter((field) => !fields.has(field)),
        declaration.name,
      ).toEqual([]);
    }
  });

  it('a declared page size is one the pager offers and the platform answers', () => {
    for (const declaration of DECLARED_RESOURCES) {
      const perPage = declaration.list.perPage ?? PAGE_SIZE;
      expect([5, 10, 25, 50], declaration.name).toContain(perPage);
      expect(perPage, declaration.name).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    }
  });
});
