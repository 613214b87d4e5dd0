import type { DeclaredResourceName } from '../../src/contract/resources';
import type { ResourceBehaviour } from '../kit/behaviour';
import { auditLogBehaviour } from './auditLog';
import { apiTokensBehaviour } from './apiTokens';
import { customersBehaviour } from './customers';
import { groupsBehaviour } from './groups';
import { rolesBehaviour } from './roles';
import { reportsBehaviour } from './reports';
import { tenantsBehaviour } from './tenants';
import { merchantsBehaviour } from './merchants';
import { workflowExecutionsBehaviour } from './workflowExecutions';
import { workflowsBehaviour } from './workflows';
import { verificationsBehaviour } from './verifications';
import { usersBehaviour } from './users';
import { fraudEntriesBehaviour } from './fraudEntries';
import { fraudMatchesBehaviour } from './fraudMatches';
import { screeningHitsBehaviour } from './screeningHits';
import { datasetsBehaviour } from './datasets';
import { experimentsBehaviour } from './experiments';
import { screeningSettingsBehaviour } from './screeningSettings';
import { taggingTemplatesBehaviour } from './taggingTemplates';
import { mailTemplatesBehaviour } from './mailTemplates';
import { deadLetterJobsBehaviour } from './deadLetterJobs';

/** The emulator's behaviours of declared resources that need more than the generic handler. */
export const BEHAVIOURS: Partial<Record<DeclaredResourceName, ResourceBehaviour>> = {
  groups: groupsBehaviour,
  customers: customersBehaviour,
  workflows: workflowsBehaviour,
  tenants: tenantsBehaviour,
  merchants: merchantsBehaviour,
  'workflow-executions': workflowExecutionsBehaviour,
  roles: rolesBehaviour,
  auditlog: auditLogBehaviour,
  reports: reportsBehaviour,
  'api-tokens': apiTokensBehaviour,
  verifications: verificationsBehaviour,
  users: usersBehaviour,
  'fraud-entries': fraudEntriesBehaviour,
  'fraud-matches': fraudMatchesBehaviour,
  'screening-hits': screeningHitsBehaviour,
  datasets: datasetsBehaviour,
  experiments: experimentsBehaviour,
  'screening-settings': screeningSettingsBehaviour,
  'tagging-templates': taggingTemplatesBehaviour,
  'mail-templates': mailTemplatesBehaviour,
  'dead-letter-jobs': deadLetterJobsBehaviour,
};
