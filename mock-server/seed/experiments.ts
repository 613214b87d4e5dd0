import type { ArmOutcome, ExperimentState } from '../../src/contract/resources/experiments';
import { armOutcome, effectivePercentage, inSample } from '../experiments/simulation';
import type { ExperimentRecord } from '../experiments/experimentStore';
import type {
  DatabaseShape,
  ExperimentResultRecord,
  ExperimentTagRecord,
  VerificationRecord,
} from '../types';
import type { SeedContext } from './context';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface SeededExperiment {
  key: string;
  name: string;
  description: string;
  /** The seeded dataset's key (mock-server/seed/datasets.ts). */
  dataset: string;
  /** Workflows by name: the control, the candidate. */
  armA: string;
  armB: string;
  state: ExperimentState;
  samplePercentage: number | null;
  /** The share of its sample processed so far (1: all of it). */
  done: number;
  /** Items tagged from the first one on. */
  tagged: number;
  ageDays: number;
}

/** What a data team has on the go: a finished comparison, a paused one, a draft and an archived pilot. */
const SEEDED: readonly SeededExperiment[] = [
  {
    key: 'edd-rejected',
    name: 'Enhanced due diligence on rejected cases',
    description:
      'Does the enhanced due diligence workflow still reject what the standard onboarding rejected, and does it reject more of the genuinely forged documents?',
    dataset: 'rejected',
    armA: 'Standard KYC onboarding',
    armB: 'Enhanced due diligence',
    state: 'STOPPED',
    samplePercentage: -1,
    done: 1,
    tagged: 40,
    ageDays: 10,
  },
  {
    key: 'doc-only-de',
    name: 'Document-only check on German ID cards',
    description:
      'Can German ID cards go through the document-only workflow without letting more forged cards pass?',
    dataset: 'de-id',
    armA: 'Standard KYC onboarding',
    armB: 'Document only',
    state: 'PAUSED',
    samplePercentage: 50,
    done: 0.5,
    tagged: 12,
    ageDays: 6,
  },
  {
    key: 'screening-only',
    name: 'Screening-only re-check of possible matches',
    description:
      'Would the watchlist-only workflow settle possible matches the same way as the full onboarding?',
    dataset: 'possible-matches',
    armA: 'Standard KYC onboarding',
    armB: 'Watchlist screening only',
    state: 'DRAFT',
    samplePercentage: null,
    done: 0,
    tagged: 0,
    ageDays: 2,
  },
  {
    key: 'pilot',
    name: 'Pilot: returning customers',
    description: 'The first pilot, kept for reference.',
    dataset: 'pilot',
    armA: 'Standard KYC onboarding',
    armB: 'Returning customer re-check',
    state: 'ARCHIVED',
    samplePercentage: 30,
    done: 1,
    tagged: 0,
    ageDays: 75,
  },
];

const datasetIdOf = (tenantId: string, key: string) => `ds-${tenantId.replace(/^t-/, '')}-${key}`;
const experimentIdOf = (tenantId: string, key: string) =>
  `ex-${tenantId.replace(/^t-/, '')}-${key}`;

interface SeededRun {
  experiments: ExperimentRecord[];
  results: ExperimentResultRecord[];
  tags: ExperimentTagRecord[];
}

/** The label of a template that stands for a verdict (its first one). */
const labelFor = (
  template: { labels?: { key: string; means?: string }[] } | undefined,
  means: 'REJECT' | 'PASS' | 'NONE',
) => template?.labels?.find((label) => label.means === means)?.key;

/** A reviewer's verdict on a verification: mostly what its own result says, now and then unclear. */
const verdictOf = (v: VerificationRecord, seq: number): 'REJECT' | 'PASS' | 'NONE' =>
  seq % 9 === 4 ? 'NONE' : v.status === 'REJECTED' && v.riskScore >= 35 ? 'REJECT' : 'PASS';

/**
 * The seeded experiments of every tenant with their results (run through the same simulation as a live run)
 * and the first items tagged with the tenant's first active tagging template. Runs after the declared seeds,
 * which make the templates.
 */
export const seedExperiments = ({ db, now }: Pick<SeedContext, 'db' | 'now'>): SeededRun => {
  const run: SeededRun = { experiments: [], results: [], tags: [] };
  const verifications = new Map(db.verifications.map((v) => [v.id, v]));
  const templates = (db as unknown as Record<string, unknown[]>)['tagging-templates'] ?? [];
  for (const tenant of db.tenants) {
    const by =
      db.users.find(
        (u) => u.tenantIds.includes(tenant.id) && u.roles.includes('ROLE_ADMINISTRATOR'),
      )?.email ?? 'system';
    const workflow = (name: string) =>
      db.workflows.find((w) => w.tenantId === tenant.id && w.name === name)?.id;
    const template = templates.find(
      (t) =>
        (t as { tenantId?: string }).tenantId === tenant.id &&
        (t as { status?: string }).status === 'ACTIVE',
    ) as { id: string; labels?: { key: string; means?: string }[] } | undefined;
    for (const seeded of SEEDED) {
      const datasetId = datasetIdOf(tenant.id, seeded.dataset);
      const dataset = db.datasets.find((d) => d.id === datasetId) as
        { itemCount?: number } | undefined;
      const armA = workflow(seeded.armA);
      const armB = workflow(seeded.armB);
      if (!dataset || !armA || !armB) continue;
      const id = experimentIdOf(tenant.id, seeded.key);
      const items = db.datasetItems
        .filter((item) => item.datasetId === datasetId)
        .sort((a, b) => a.position - b.position);
      const percentage = effectivePercentage(seeded.samplePercentage ?? 0);
      const sample =
        seeded.samplePercentage === null
          ? []
          : items.filter((item) => inSample(id, item.position, percentage));
      const processedItems = sample.slice(0, Math.round(sample.length * seeded.done));
      processedItems.forEach((item, seq) => {
        const v = verifications.get(item.verificationId)!;
        const outcomes: [ArmOutcome, ArmOutcome] = [armOutcome(armA, v), armOutcome(armB, v)];
        run.results.push({
          id: `${id}-${seq}`,
          tenantId: tenant.id,
          experimentId: id,
          seq,
          position: item.position,
          verificationId: v.id,
          outcomeA: outcomes[0],
          outcomeB: outcomes[1],
        });
        const label = seq < seeded.tagged ? labelFor(template, verdictOf(v, seq)) : undefined;
        if (label)
          run.tags.push({
            id: `${id}-${seq}`,
            tenantId: tenant.id,
            experimentId: id,
            seq,
            labels: [label],
            comment: null,
            taggedBy: by,
            taggedAt: new Date(now - (seeded.ageDays - 1) * DAY + seq * 60_000).toISOString(),
          });
      });
      const created = now - seeded.ageDays * DAY;
      const started = seeded.state === 'DRAFT' ? null : created + 2 * HOUR;
      const stopped = ['STOPPED', 'ARCHIVED'].includes(seeded.state) ? created + 5 * HOUR : null;
      const next = processedItems.length
        ? processedItems[processedItems.length - 1]!.position + 1
        : 0;
      run.experiments.push({
        id,
        tenantId: tenant.id,
        name: seeded.name,
        description: seeded.description,
        datasetId,
        armA,
        armB,
        taggingTemplateId: seeded.state === 'ARCHIVED' ? null : (template?.id ?? null),
        state: seeded.state,
        samplePercentage: seeded.samplePercentage,
        owner: by,
        startedAt: started === null ? null : new Date(started).toISOString(),
        stoppedAt: stopped === null ? null : new Date(stopped).toISOString(),
        processed: processedItems.length,
        total: seeded.state === 'DRAFT' ? 0 : sample.length,
        cursor: next,
        version: 1,
        createdAt: new Date(created).toISOString(),
        createdBy: by,
        updatedAt: new Date(stopped ?? started ?? created).toISOString(),
        updatedBy: by,
      } as ExperimentRecord);
    }
  }
  return run;
};

/** Puts the seeded experiments, results and tags into the database being seeded. */
export const addSeededExperiments = (db: DatabaseShape, now: number): void => {
  const run = seedExperiments({ db, now });
  (db as unknown as Record<string, unknown>).experiments = run.experiments;
  db.experimentResults = run.results;
  db.experimentTags = run.tags;
};
