import type { DeclaredResourceName } from '../../src/contract/resources';
import type { ResourceBehaviour } from '../kit/behaviour';
import { customersBehaviour } from './customers';
import { groupsBehaviour } from './groups';
import { merchantsBehaviour } from './merchants';
import { workflowExecutionsBehaviour } from './workflowExecutions';

/** The emulator's behaviours of declared resources that need more than the generic handler. */
export const BEHAVIOURS: Partial<Record<DeclaredResourceName, ResourceBehaviour>> = {
  groups: groupsBehaviour,
  customers: customersBehaviour,
  merchants: merchantsBehaviour,
  'workflow-executions': workflowExecutionsBehaviour,
};
