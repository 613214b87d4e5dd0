import { z } from 'zod';
import { ARM_OUTCOMES, EXPERIMENT_STATES } from '../resources/experiments';
import { taggingLabelSchema } from '../rules/taggingTemplate';

const outcomeSchema = z.enum(ARM_OUTCOMES);
const outcomeCountsSchema = z.object({
  PASSED: z.number().int().nonnegative(),
  WARNING: z.number().int().nonnegative(),
  REJECTED: z.number().int().nonnegative(),
});
export type OutcomeCounts = z.infer<typeof outcomeCountsSchema>;

/** How one arm did against the tags: REJECTED counts as positive, a tag meaning REJECT as the truth. */
const armAccuracySchema = z.object({
  /** Of the items the arm rejected and a person judged, the share that deserved it (null: it rejected none). */
  precision: z.number().min(0).max(1).nullable(),
  /** Of the judged items that deserved rejection, the share the arm rejected (null: none deserved it). */
  recall: z.number().min(0).max(1).nullable(),
  truePositives: z.number().int().nonnegative(),
  falsePositives: z.number().int().nonnegative(),
  falseNegatives: z.number().int().nonnegative(),
  trueNegatives: z.number().int().nonnegative(),
});
export type ArmAccuracy = z.infer<typeof armAccuracySchema>;

const armSchema = z.object({
  /** The workflow of the arm, and its name as it is now (null once deleted). */
  workflowId: z.string(),
  workflowName: z.string().nullable(),
  outcomes: outcomeCountsSchema,
  /** Against the tags; null while no processed item carries a tag that means REJECT or PASS. */
  accuracy: armAccuracySchema.nullable(),
});

/** `GET experiments/:id/statistics`: where a run is, and how the two arms compare so far. */
export const experimentStatisticsSchema = z.object({
  state: z.enum(EXPERIMENT_STATES),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** processed / total, 0–1 (1 for an empty sample). */
  progress: z.number().min(0).max(1),
  armA: armSchema,
  armB: armSchema,
  /** Items both arms gave the same outcome, of the processed ones; `rate` null before any. */
  agreement: z.object({
    agreed: z.number().int().nonnegative(),
    compared: z.number().int().nonnegative(),
    rate: z.number().min(0).max(1).nullable(),
    /** Outcome of arm A → outcome of arm B → items. */
    matrix: z.record(outcomeSchema, outcomeCountsSchema),
  }),
  /** Tagged items, of the processed ones; per label key, the items carrying it. */
  tagging: z.object({
    tagged: z.number().int().nonnegative(),
    byLabel: z.record(z.string(), z.number().int().nonnegative()),
  }),
});
export type ExperimentStatistics = z.infer<typeof experimentStatisticsSchema>;

/** A tag as given: the labels chosen (keys of the experiment's template) and an optional comment. */
export const experimentTagInputSchema = z.object({
  labels: z.array(z.string().min(1).max(40)).max(20),
  comment: z.string().trim().max(2000).nullish(),
});
export type ExperimentTagInput = z.infer<typeof experimentTagInputSchema>;

const tagSchema = experimentTagInputSchema.extend({
  taggedBy: z.string(),
  taggedAt: z.string(),
});

/**
 * `GET experiments/:id/items/:position`: the position-th processed item (0-based) to tag: its verification as
 * a list row, both arms' outcomes, its tag if any, and how far tagging is.
 */
export const experimentItemSchema = z.object({
  position: z.number().int().nonnegative(),
  /** Items processed so far: positions 0 … processed − 1 exist. */
  processed: z.number().int().nonnegative(),
  tagged: z.number().int().nonnegative(),
  verification: z.record(z.string(), z.unknown()).nullable(),
  outcomeA: outcomeSchema,
  outcomeB: outcomeSchema,
  tag: tagSchema.nullable(),
});
export type ExperimentItem = z.infer<typeof experimentItemSchema>;

/**
 * `GET experiments/:id/tagging-templates`: the template an experiment's items are tagged with, as its tagging
 * view needs it (src/contract/resources/taggingTemplates.ts holds the template's rules).
 */
export const experimentTaggingTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  labels: z.array(taggingLabelSchema),
  allowMultiple: z.boolean(),
  commentField: z.boolean(),
});
export type ExperimentTaggingTemplate = z.infer<typeof experimentTaggingTemplateSchema>;

/** `PUT experiments/:id/items/:position/tag`: the tag as stored, and how many items carry one. */
export const experimentTagAnswerSchema = z.object({
  position: z.number().int().nonnegative(),
  tagged: z.number().int().nonnegative(),
  tag: tagSchema.nullable(),
});
export type ExperimentTagAnswer = z.infer<typeof experimentTagAnswerSchema>;
