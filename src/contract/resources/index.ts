import { auditLog } from './auditLog';
import { apiTokens } from './apiTokens';
import { customers } from './customers';
import { groups } from './groups';
import { roles } from './roles';
import { reports } from './reports';
import { merchants } from './merchants';
import { subProcessors } from './subProcessors';
import { tenants } from './tenants';
import { transactions } from './transactions';
import { verifications } from './verifications';
import { workflowExecutions } from './workflowExecutions';
import { workflows } from './workflows';
import { users } from './users';
import { fraudEntries } from './fraudEntries';
import { fraudMatches } from './fraudMatches';
import { screeningHits } from './screeningHits';
import { screeningSettings } from './screeningSettings';
import { datasets } from './datasets';
import { taggingTemplates } from './taggingTemplates';
import { experiments } from './experiments';
import { mailTemplates } from './mailTemplates';
import { mailOutbox } from './mailOutbox';
import { deadLetterJobs } from './deadLetterJobs';

/**
 * The declared resources, in menu order: the endpoint table, the access table, the emulator's handlers and seeds,
 * and the portal's registry all read this list. A plain resource is added here and nowhere else in code. Each seed
 * gets a faker seeded by its place here, so a new resource goes last: the demo data of the others stays the same.
 */
export const DECLARED_RESOURCES = [
  groups,
  customers,
  tenants,
  merchants,
  subProcessors,
  verifications,
  fraudEntries,
  fraudMatches,
  screeningHits,
  screeningSettings,
  datasets,
  experiments,
  transactions,
  workflows,
  workflowExecutions,
  roles,
  auditLog,
  reports,
  apiTokens,
  users,
  taggingTemplates,
  mailTemplates,
  mailOutbox,
  deadLetterJobs,
] as const;

export type DeclaredResourceName = (typeof DECLARED_RESOURCES)[number]['name'];
