import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../support/renderWithI18n';
import { RoleMatrix } from '../../../src/resources/roles';
import {
  ALL_PERMISSIONS,
  PERMISSION_AREAS,
  ROLE_PERMISSIONS,
  ROLES,
} from '../../../src/contract/permissions';

// Plain selectors: role queries over ~1,500 cells are very slow in jsdom. One render per locale.
describe('role × permission matrix', { timeout: 60_000 }, () => {
  it('readable headers, area group rows, and exactly the grants of ROLE_PERMISSIONS with accessible labels', () => {
    const { container } = renderWithI18n(<RoleMatrix />);
    const table = container.querySelector('table[aria-label="Roles and their permissions"]')!;
    expect(table).not.toBeNull();
    expect([...table.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual([
      'Permission',
      'Administrator',
      'Back office',
      'Merchant administrator',
      'Experiment administrator',
      'Experiment user',
      'NV integration administrator',
      'Support agent',
      'Support manager',
      'Product manager',
      'Verification administrator',
      'Verification back office',
    ]);
    const areas = [...table.querySelectorAll('th[scope="rowgroup"]')].map((c) => c.textContent);
    expect(areas).toEqual([
      'Own profile',
      'Merchant settings',
      'Scans',
      'Workflows and transactions',
      'Lists and reports',
      'User management',
      'Customers and tenants',
      'Platform settings',
      'Operations',
      'Experiments',
    ]);
    expect(areas).toHaveLength(Object.keys(PERMISSION_AREAS).length);
    const rowNames = [...table.querySelectorAll('th[scope="row"]')].map((c) => c.textContent);
    expect(rowNames).toHaveLength(ALL_PERMISSIONS.length);
    expect(rowNames).toContain('View groups');
    expect(rowNames).not.toContain('PERM_GROUPS_VIEW');

    const labels = [...container.querySelectorAll('[role="img"]')].map(
      (el) => el.getAttribute('aria-label') ?? '',
    );
    const expected = ROLES.reduce((sum, role) => sum + new Set(ROLE_PERMISSIONS[role]).size, 0);
    expect(labels.filter((l) => l.endsWith(' — granted'))).toHaveLength(expected);
    expect(labels.filter((l) => l.endsWith(' — not granted'))).toHaveLength(
      ROLES.length * ALL_PERMISSIONS.length - expected,
    );
    expect(labels).toContain('Support agent: View groups — granted');
    expect(labels).toContain('Support agent: Edit groups — not granted');
    expect(labels).toContain('Merchant administrator: Register merchant users — granted');
  });

  it('German names', () => {
    const { container } = renderWithI18n(<RoleMatrix />, { locale: 'de' });
    expect(
      container.querySelector(
        '[role="img"][aria-label="Support-Mitarbeiter: Gruppen ansehen — gewährt"]',
      ),
    ).not.toBeNull();
  });
});
