import { z } from 'zod';
import { featureComparisonSchema } from '../resources/fraudMatches';
import {
  FRAUD_ENTRY_KINDS,
  FRAUD_ENTRY_STATUSES,
  type FraudSubjectValues,
} from '../rules/fraudSubject';

const attribute = z.string().max(300).nullish();

/**
 * The duplicate check of the fraud-entry form (`POST fraud-entries/collisions`): the subject as typed so far,
 * and on an edit the entry itself (never its own duplicate).
 */
export const fraudCollisionsRequestSchema = z.object({
  kind: z.enum(FRAUD_ENTRY_KINDS).nullish(),
  fullName: attribute,
  dateOfBirth: attribute,
  nationality: attribute,
  documentType: attribute,
  documentNumber: attribute,
  issuingCountry: attribute,
  email: attribute,
  phone: attribute,
  deviceId: attribute,
  iban: attribute,
  exceptId: z.string().max(100).nullish(),
}) satisfies z.ZodType<FraudSubjectValues & { exceptId?: string | null }>;
export type FraudCollisionsRequest = z.infer<typeof fraudCollisionsRequestSchema>;

/** Entries of the tenant that look like the subject, best first; `same` marks the one saving would clash with. */
export const fraudCollisionsSchema = z.object({
  collisions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      kind: z.enum(FRAUD_ENTRY_KINDS),
      status: z.enum(FRAUD_ENTRY_STATUSES),
      score: z.number().min(0).max(1),
      same: z.boolean(),
      features: z.array(featureComparisonSchema),
    }),
  ),
});
export type FraudCollisions = z.infer<typeof fraudCollisionsSchema>;
