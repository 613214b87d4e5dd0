import { defaultRecordsOf } from '../mail/templates';
import type { DatabaseShape } from '../types';
import { SEED_REFERENCE_DATE } from './context';

/** Every tenant starts with every mail in every language, following the platform's defaults. */
export const seededMailTemplates = (db: DatabaseShape): DatabaseShape['mail-templates'] =>
  db.tenants.flatMap((tenant) => defaultRecordsOf(tenant.id, SEED_REFERENCE_DATE.toISOString()));
