import { createHash } from 'node:crypto';
import {
  DEFAULT_SAMPLE_PERCENTAGE,
  type ArmOutcome,
} from '../../src/contract/resources/experiments';

/** A number in [0, 1) that depends only on the text: the same item always gets the same draw. */
const draw = (text: string): number =>
  createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;

/** The share of a dataset a start's percentage samples (-1: the default). */
export const effectivePercentage = (samplePercentage: number): number =>
  samplePercentage < 0 ? DEFAULT_SAMPLE_PERCENTAGE : samplePercentage;

/** Whether the item at `position` of the dataset is in the experiment's sample (stable for the experiment). */
export const inSample = (experimentId: string, position: number, percentage: number): boolean =>
  percentage >= 100 || (percentage > 0 && draw(`${experimentId}#${position}`) * 100 < percentage);

/** What a verification's own result says, as an arm's outcome. */
const baseOutcome = (status: string): ArmOutcome =>
  status === 'APPROVED' ? 'PASSED' : status === 'REJECTED' ? 'REJECTED' : 'WARNING';

const STRICTER: Record<ArmOutcome, ArmOutcome> = {
  PASSED: 'WARNING',
  WARNING: 'REJECTED',
  REJECTED: 'REJECTED',
};
const LOOSER: Record<ArmOutcome, ArmOutcome> = {
  PASSED: 'PASSED',
  WARNING: 'PASSED',
  REJECTED: 'WARNING',
};

/**
 * The outcome a workflow gives a verification when the platform runs it again. The emulator has no real
 * workflow engine: each workflow gets a stable strictness from its id, and decides like the verification's own
 * result except for a share of items, which it judges one step stricter (the riskier ones more often) or looser.
 * Two workflows therefore agree on most items and differ on some, always the same ones.
 */
export const armOutcome = (
  workflowId: string,
  verification: { id: string; status: string; riskScore: number },
): ArmOutcome => {
  const strictness = draw(`strictness:${workflowId}`) * 2 - 1;
  const base = baseOutcome(verification.status);
  const risk = Math.min(1, Math.max(0, verification.riskScore / 100));
  const changes = draw(`${workflowId}:${verification.id}`) < 0.1 + 0.25 * Math.abs(strictness);
  if (!changes) return base;
  if (strictness >= 0) return risk >= 0.3 || base !== 'PASSED' ? STRICTER[base] : base;
  return risk < 0.7 ? LOOSER[base] : base;
};
