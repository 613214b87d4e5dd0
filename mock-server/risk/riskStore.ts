import {
  ageOn,
  evaluateRisk,
  replayRisk,
  type RiskFacts,
  type RiskModel,
  type RiskOutcome,
} from '../../src/contract/rules/riskModel';
import type { ServerContext } from '../context';
import type { RiskModelRecord, VerificationRecord } from '../types';

export type { RiskModelRecord };

const DAY = 86_400_000;

/** The tenant's versions, newest first. */
export const modelVersions = (ctx: ServerContext, tenantId: string): RiskModelRecord[] =>
  (ctx.store.table('riskModels').all(tenantId) as RiskModelRecord[]).sort(
    (a, b) => b.version - a.version,
  );

/** The model a tenant scores with now: its newest version (none before the first is saved). */
export const activeModel = (ctx: ServerContext, tenantId: string): RiskModelRecord | undefined =>
  modelVersions(ctx, tenantId)[0];

/** Saves a model as the tenant's next version. */
export const saveModelVersion = (
  ctx: ServerContext,
  tenantId: string,
  values: Pick<RiskModelRecord, 'model' | 'createdBy' | 'reason' | 'restoredFrom'>,
): RiskModelRecord => {
  const version = (activeModel(ctx, tenantId)?.version ?? 0) + 1;
  const record: RiskModelRecord = {
    id: `rm-${tenantId}-${version}`,
    tenantId,
    version,
    createdAt: new Date(ctx.now()).toISOString(),
    ...values,
  };
  ctx.store.table('riskModels').insert(record as never);
  return record;
};

interface FindingRecord {
  verificationId: string;
  status: string;
  listType?: string;
}

/** The findings a model reads beside the verification itself. */
export interface RiskFindings {
  fraudMatches: readonly FindingRecord[];
  screeningHits: readonly FindingRecord[];
  /** The tenant's verifications with the same document number (the verification among them or not). */
  sameDocument: readonly VerificationRecord[];
}

const timeOf = (v: VerificationRecord) => Date.parse(v.transactionCreationDate ?? v.createdAt);

/**
 * What the model reads of one verification: its country, document, checks and age on its day; whether a fraud
 * match is still standing (not cleared as another subject or excluded); the lists of its screening hits not
 * cleared as false positives; and how many verifications carried the same document number before it. Pure, so
 * the seed scores with it as the running emulator does.
 */
export const riskFactsOf = (
  verification: VerificationRecord,
  findings: RiskFindings,
): RiskFacts => {
  const at = timeOf(verification);
  return {
    country: verification.country?.alpha2 ?? null,
    documentType: verification.documentType ?? null,
    age: ageOn(verification.dateOfBirth, new Date(at).toISOString().slice(0, 10)),
    fraudMatch: findings.fraudMatches.some(
      (match) => match.status === 'OPEN' || match.status === 'FRAUD',
    ),
    checks: verification.credentials.flatMap((credential) => credential.capabilities),
    screeningListTypes: findings.screeningHits
      .filter((hit) => hit.status !== 'FALSE_POSITIVE')
      .map((hit) => hit.listType ?? ''),
    sameDocumentWithin: (days) =>
      findings.sameDocument.filter((other) => {
        const when = timeOf(other);
        return other.id !== verification.id && when <= at && at - when <= days * DAY;
      }).length,
  };
};

/** The findings of one verification in the running store. */
const findingsOf = (
  ctx: ServerContext,
  verification: VerificationRecord,
  sameDocument?: readonly VerificationRecord[],
): RiskFindings => ({
  fraudMatches: ctx.store
    .table('fraud-matches')
    .where('verificationId', verification.id) as unknown as FindingRecord[],
  screeningHits: ctx.store
    .table('screening-hits')
    .where('verificationId', verification.id) as unknown as FindingRecord[],
  sameDocument:
    sameDocument ??
    (verification.documentNumber
      ? (
          ctx.store
            .table('verifications')
            .where('documentNumber', verification.documentNumber) as VerificationRecord[]
        ).filter((other) => other.tenantId === verification.tenantId)
      : []),
});

/** The score a verification keeps: the outcome of the model version that scored it, and when. */
export const riskAssessmentOf = (
  outcome: RiskOutcome,
  modelVersion: number,
  at: string,
): NonNullable<VerificationRecord['risk']> => ({
  modelVersion,
  band: outcome.band,
  fired: outcome.fired,
  scoredAt: at,
});

/**
 * Scores a verification with its tenant's active model and keeps the outcome on it (`riskScore`, and the band
 * with the rules that fired); a verification keeps the score of the model that was active when it ran, as the
 * platform's would. Returns false when the tenant has no model yet.
 */
export const scoreVerification = (
  ctx: ServerContext,
  verification: VerificationRecord,
): boolean => {
  const active = activeModel(ctx, verification.tenantId);
  if (!active) return false;
  const outcome = evaluateRisk(
    active.model,
    riskFactsOf(verification, findingsOf(ctx, verification)),
  );
  verification.riskScore = Math.max(0, outcome.score);
  verification.risk = riskAssessmentOf(outcome, active.version, new Date(ctx.now()).toISOString());
  return true;
};

/**
 * The what-if of an edited model over the tenant's verifications of the last 30 days: the counts per band with
 * the active model and with the edited one, and a sample of the verifications that change band.
 */
export const whatIf = (ctx: ServerContext, tenantId: string, edited: RiskModel) => {
  const active = activeModel(ctx, tenantId);
  const since = new Date(ctx.now() - 30 * DAY).toISOString();
  const recent = ctx.store
    .table('verifications')
    .recordsWhere(tenantId, [{ field: 'createdAt', min: since }]) as VerificationRecord[];
  // One pass over the tenant's document numbers instead of one lookup per verification (velocity looks back
  // beyond the 30 days).
  const byDocument = new Map<string, VerificationRecord[]>();
  for (const verification of ctx.store.table('verifications').all(tenantId) as VerificationRecord[])
    if (verification.documentNumber)
      byDocument.set(verification.documentNumber, [
        ...(byDocument.get(verification.documentNumber) ?? []),
        verification,
      ]);
  const rows = recent.map((verification) => ({
    id: verification.id,
    facts: riskFactsOf(
      verification,
      findingsOf(ctx, verification, byDocument.get(verification.documentNumber ?? '') ?? []),
    ),
  }));
  const replay = replayRisk(active?.model ?? { rules: [], bands: edited.bands }, edited, rows);
  const publicIds = new Map(recent.map((verification) => [verification.id, verification.publicId]));
  return {
    ...replay,
    changed: replay.changed.map((row) => ({ ...row, publicId: publicIds.get(row.id) ?? row.id })),
  };
};
