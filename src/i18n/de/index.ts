import { core } from './core';
import { auth } from './auth';
import { shell } from './shell';
import { components } from './components';
import { session } from './session';
import { notifications } from './notifications';
import { permissionNames } from './permissions';
import { usersImport } from './usersImport';
import { groups } from './groups';
import { roles } from './roles';
import { guard } from './guard';
import { profile } from './profile';
import { apiTokens } from './apiTokens';
import { users } from './users';
import { account } from './account';
import { tenants } from './tenants';
import { customers } from './customers';
import { workflows } from './workflows';
import { dashboard } from './dashboard';
import { verifications } from './verifications';
import { reports } from './reports';
import { auditlog } from './auditlog';
import { kit } from './kit';
import { declared } from './declared';
import { fraud } from './fraud';
import { riskManagement } from './riskManagement';
import { datasets } from './datasets';
import { jobs } from './jobs';
import { taggingTemplates } from './taggingTemplates';
import { mailTemplates } from './mailTemplates';
import { deadLetterJobs } from './deadLetterJobs';
import { experiments } from './experiments';
import { mergeCatalogues } from '../merge';

export const de = mergeCatalogues(
  core,
  auth,
  shell,
  components,
  session,
  notifications,
  permissionNames,
  usersImport,
  groups,
  roles,
  guard,
  profile,
  apiTokens,
  users,
  account,
  tenants,
  customers,
  workflows,
  dashboard,
  verifications,
  reports,
  auditlog,
  kit,
  declared,
  fraud,
  riskManagement,
  datasets,
  experiments,
  jobs,
  taggingTemplates,
  mailTemplates,
  deadLetterJobs,
);
