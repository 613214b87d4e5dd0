import type { ComponentType } from 'react';
import { usePermissions } from 'react-admin';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import { RISK_MANAGEMENT_PATH } from '../riskManagement/path';
import { canAccessWith } from '../contract/access';
import { accessKeyOf, resources, type ResourceDefinition } from '../resources';

/**
 * The entries of the menu (and of the dashboard's "what you can open"): custom pages first, then the
 * registry's resources, each kept only when the access table lets the user open it.
 */
export interface MenuEntry {
  to: string;
  /** An i18n key; resources use `resources.<name>.name` (react-admin's convention). */
  labelKey: string;
  icon: ComponentType;
  access: { resource: string; action: string };
}

export const CUSTOM_ENTRIES: readonly MenuEntry[] = [
  {
    to: '/dashboard',
    labelKey: 'app.shell.menu.dashboard',
    icon: DashboardOutlinedIcon,
    access: { resource: 'dashboard', action: 'list' },
  },
];

/** Hand-written pages placed after the resources (the areas they configure come first). */
export const TRAILING_ENTRIES: readonly MenuEntry[] = [
  {
    to: RISK_MANAGEMENT_PATH,
    labelKey: 'app.riskManagement.title',
    icon: SpeedOutlinedIcon,
    access: { resource: 'risk-management', action: 'list' },
  },
];

export const resourceEntry = (resource: ResourceDefinition): MenuEntry => ({
  to: `/${resource.name}`,
  labelKey: `resources.${resource.name}.name`,
  icon: resource.icon,
  access: { resource: accessKeyOf(resource), action: 'list' },
});

export const menuEntriesFor = (
  authorities: readonly string[],
  registry: readonly ResourceDefinition[] = resources,
): MenuEntry[] =>
  [
    ...CUSTOM_ENTRIES,
    ...registry.filter((r) => r.list).map(resourceEntry),
    ...TRAILING_ENTRIES,
  ].filter((entry) => canAccessWith(authorities, entry.access.resource, entry.access.action));

export const useMenuEntries = (): { entries: MenuEntry[]; isPending: boolean } => {
  const { permissions, isPending } = usePermissions<string[]>();
  return { entries: menuEntriesFor(Array.isArray(permissions) ? permissions : []), isPending };
};
