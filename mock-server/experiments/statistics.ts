import { ARM_OUTCOMES, type ArmOutcome } from '../../src/contract/resources/experiments';
import type {
  ArmAccuracy,
  ExperimentStatistics,
  OutcomeCounts,
} from '../../src/contract/schemas/experiments';
import type { ServerContext } from '../context';
import type { ExperimentTagRecord } from '../types';
import { resultsOf, type ExperimentRecord } from './experimentStore';

const zeroCounts = (): OutcomeCounts => ({ PASSED: 0, WARNING: 0, REJECTED: 0 });

/** What a tag says an item deserved: REJECT or PASS by its labels' meaning, or nothing (unclear, no tag). */
type Truth = 'REJECT' | 'PASS' | null;

/** The labels of a template by key, with what each means (tagging-templates' `labels`). */
export const labelMeanings = (ctx: ServerContext, templateId: string | null) => {
  const template = templateId
    ? (ctx.store.table('tagging-templates' as 'datasets').get(templateId) as unknown as
        { labels?: { key: string; means?: string }[] } | undefined)
    : undefined;
  return new Map((template?.labels ?? []).map((label) => [label.key, label.means ?? 'NONE']));
};

/** A label meaning REJECT wins over one meaning PASS: an item a person flagged is a positive. */
const truthOf = (labels: readonly string[], meanings: Map<string, string>): Truth => {
  const means = labels.map((key) => meanings.get(key));
  if (means.includes('REJECT')) return 'REJECT';
  if (means.includes('PASS')) return 'PASS';
  return null;
};

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** An arm's REJECTED against the tags' truth, over the judged items. */
const accuracyOf = (
  judged: readonly { outcome: ArmOutcome; truth: Truth }[],
): ArmAccuracy | null => {
  if (!judged.length) return null;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { outcome, truth } of judged) {
    const rejected = outcome === 'REJECTED';
    if (rejected && truth === 'REJECT') tp += 1;
    else if (rejected) fp += 1;
    else if (truth === 'REJECT') fn += 1;
    else tn += 1;
  }
  return {
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    trueNegatives: tn,
  };
};

const workflowName = (ctx: ServerContext, id: string): string | null => {
  const workflow = ctx.store.table('workflows').get(id) as { name?: string } | undefined;
  return workflow?.name ?? null;
};

/** The spec's statistics of an experiment: progress, outcomes per arm, agreement, accuracy against tags. */
export const experimentStatistics = (
  ctx: ServerContext,
  experiment: ExperimentRecord,
): ExperimentStatistics => {
  const results = resultsOf(ctx, experiment.id);
  const tags = new Map(
    (
      ctx.store
        .table('experimentTags')
        .where('experimentId', experiment.id) as unknown as ExperimentTagRecord[]
    ).map((tag) => [tag.seq, tag]),
  );
  const meanings = labelMeanings(ctx, experiment.taggingTemplateId);
  const outcomesA = zeroCounts();
  const outcomesB = zeroCounts();
  const matrix = Object.fromEntries(ARM_OUTCOMES.map((o) => [o, zeroCounts()])) as Record<
    ArmOutcome,
    OutcomeCounts
  >;
  const byLabel: Record<string, number> = {};
  const judgedA: { outcome: ArmOutcome; truth: Truth }[] = [];
  const judgedB: { outcome: ArmOutcome; truth: Truth }[] = [];
  let agreed = 0;
  let tagged = 0;
  for (const result of results) {
    outcomesA[result.outcomeA] += 1;
    outcomesB[result.outcomeB] += 1;
    matrix[result.outcomeA][result.outcomeB] += 1;
    if (result.outcomeA === result.outcomeB) agreed += 1;
    const tag = tags.get(result.seq);
    if (!tag) continue;
    tagged += 1;
    for (const key of tag.labels) byLabel[key] = (byLabel[key] ?? 0) + 1;
    const truth = truthOf(tag.labels, meanings);
    if (truth === null) continue;
    judgedA.push({ outcome: result.outcomeA, truth });
    judgedB.push({ outcome: result.outcomeB, truth });
  }
  const processed = results.length;
  return {
    state: experiment.state,
    processed,
    total: experiment.total,
    progress: experiment.total > 0 ? Math.min(1, processed / experiment.total) : 1,
    armA: {
      workflowId: experiment.armA,
      workflowName: workflowName(ctx, experiment.armA),
      outcomes: outcomesA,
      accuracy: accuracyOf(judgedA),
    },
    armB: {
      workflowId: experiment.armB,
      workflowName: workflowName(ctx, experiment.armB),
      outcomes: outcomesB,
      accuracy: accuracyOf(judgedB),
    },
    agreement: { agreed, compared: processed, rate: ratio(agreed, processed), matrix },
    tagging: { tagged, byLabel },
  };
};
