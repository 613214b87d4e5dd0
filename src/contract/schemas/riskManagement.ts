import { z } from 'zod';
import { riskModelSchema, RISK_BANDS } from '../rules/riskModel';

/** Who saved a version of the risk model, when and why (a restore names the version it brought back). */
export const riskModelVersionSummarySchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  reason: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
});
export type RiskModelVersionSummary = z.infer<typeof riskModelVersionSummarySchema>;

/** One version with its model (`GET risk-management/versions/:version`, and the answer of a save or restore). */
export const riskModelVersionSchema = riskModelVersionSummarySchema.extend({
  model: riskModelSchema,
});
export type RiskModelVersion = z.infer<typeof riskModelVersionSchema>;

/** `GET risk-management/model`: the active version (none before the first save) and every version, newest first. */
export const riskModelStateSchema = z.object({
  active: riskModelVersionSchema.nullable(),
  versions: z.array(riskModelVersionSummarySchema),
  /** Before the first save: the platform's default model, which the first version starts from. */
  startingModel: riskModelSchema.nullable().optional().default(null),
});
export type RiskModelState = z.infer<typeof riskModelStateSchema>;

const bandValue = z.union([z.enum(RISK_BANDS), z.literal(-1)]);
const outcomeSchema = z.object({
  score: z.number(),
  band: bandValue,
  fired: z.array(z.object({ ruleId: z.string(), name: z.string(), score: z.number() })),
});

/** `POST risk-management/what-if`: counts per band with the active and the edited model, and a sample of changes. */
export const riskWhatIfSchema = z.object({
  total: z.number().int(),
  before: z.record(z.string(), z.number().int()),
  after: z.record(z.string(), z.number().int()),
  changedCount: z.number().int(),
  changed: z.array(
    z.object({ id: z.string(), publicId: z.string(), before: outcomeSchema, after: outcomeSchema }),
  ),
});
export type RiskWhatIf = z.infer<typeof riskWhatIfSchema>;
