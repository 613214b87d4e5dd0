import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/allMessages';
import { ALL_PERMISSIONS, PERMISSION_AREAS, ROLES } from '../../src/contract/permissions';

type Tree = { [key: string]: unknown };
const lookup = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('readable names of roles and permissions', () => {
  for (const locale of ['en', 'de'] as const) {
    const catalogue = messages[locale] as Tree;
    const keys = [
      ...ROLES.map((role) => `roles.${role}`),
      ...ALL_PERMISSIONS.map((permission) => `permissions.${permission}`),
      ...Object.keys(PERMISSION_AREAS).map((area) => `permissionAreas.${area}`),
    ];

    it(`${locale}: every role, permission and area has a non-empty readable name`, () => {
      const missing = keys.filter((key) => {
        const value = lookup(catalogue, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(missing).toEqual([]);
    });

    it(`${locale}: no readable name is the raw constant`, () => {
      const raw = keys.filter((key) => lookup(catalogue, key) === key.split('.')[1]);
      expect(raw).toEqual([]);
    });
  }

  it('German names differ from English for most permissions (real translation, not a copy)', () => {
    const en = messages.en as Tree;
    const de = messages.de as Tree;
    const same = ALL_PERMISSIONS.filter(
      (p) => lookup(en, `permissions.${p}`) === lookup(de, `permissions.${p}`),
    );
    expect(same.length).toBeLessThan(ALL_PERMISSIONS.length / 10);
  });
});
