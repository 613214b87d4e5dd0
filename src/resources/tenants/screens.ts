import type { ScreenOverrides } from '../../kit';
import { EnabledChip, EnabledInput } from './EnabledChip';
import { TenantMembers } from './TenantMembers';

/** The tenants' hand-written parts, loaded with their first screen. */
const screens: ScreenOverrides = {
  fields: { enabled: { Value: EnabledChip, Input: EnabledInput } },
  showPanel: TenantMembers,
};

export default screens;
