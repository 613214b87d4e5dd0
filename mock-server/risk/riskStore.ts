import {
  ageOn,
  evaluateRisk,
  replayRisk,
  type RiskFacts,
  type RiskModel,
  type RiskOutcome,
} from '../../src/contract/rules/riskModel';
import type { ServerContext } from '../context';
import type { StoredRecord, VerificationRecord } from '../types';

/**
 * The tenants' risk models in the store (`riskModels`): every saved model is a version of its own, the newest is
 * active, none is ever changed or deleted (a restore saves an old version again), so the history of who changed
 * the model, when and why stays complete.
 */
export interface RiskModelRecord {
  id: string;
  tenantId: string;
  version: number;
  model: RiskModel;
  createdAt: string;
  createdBy: string;
  reason: string | null;
  /** The version this one restored, when it is a restore. */
  restoredFrom: number | null;
}

const DAY = 86_400_000;

/** The tenant's versions, newest first. */
export const modelVersions = (ctx: ServerContext, tenantId: string): RiskModelRecord[] =>
  (ctx.store.table('riskModels').all(tenantId) as unknown as RiskModelRecord[]).sort(
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

interface FindingRecord extends StoredRecord {
  verificationId: string;
  status: string;
  listType?: string;
}

/**
 * What the model reads of one verification: its country, document and age on its day; whether a fraud match is
 * still standing (not cleared as another subject or excluded); the lists of its screening hits not cleared as
 * false positives; and how many verifications of the tenant carried the same document number before it.
 */
export const factsOf = (
  ctx: ServerContext,
  verification: VerificationRecord,
  sameDocument: readonly VerificationRecord[],
): RiskFacts => {
  const matches = ctx.store
    .table('fraud-matches')
    .where('verificationId', verification.id) as unknown as FindingRecord[];
  const hits = ctx.store
    .table('screening-hits')
    .where('verificationId', verification.id) as unknown as FindingRecord[];
  const at = Date.parse(verification.transactionCreationDate ?? verification.createdAt);
  return {
    country: verification.country?.alpha2 ?? null,
    documentType: verification.documentType ?? null,
    age: ageOn(verification.dateOfBirth, new Date(at).toISOString().slice(0, 10)),
    fraudMatch: matches.some((match) => match.status === 'OPEN' || match.status === 'FRAUD'),
    screeningListTypes: hits
      .filter((hit) => hit.status !== 'FALSE_POSITIVE')
      .map((hit) => hit.listType ?? ''),
    sameDocumentWithin: (days) =>
      sameDocument.filter((other) => {
        const when = Date.parse(other.transactionCreationDate ?? other.createdAt);
        return when <= at && at - when <= days * DAY;
      }).length,
  };
};

/** Scores one verification with the tenant's active model; RISK_NOT_EXECUTED before any model is saved. */
export const scoreVerification = (
  ctx: ServerContext,
  verification: VerificationRecord,
): RiskOutcome | undefined => {
  const active = activeModel(ctx, verification.tenantId);
  if (!active) return undefined;
  const sameDocument = verification.documentNumber
    ? (ctx.store
        .table('verifications')
        .where('documentNumber', verification.documentNumber) as VerificationRecord[])
    : [];
  return evaluateRisk(active.model, factsOf(ctx, verification, sameDocument));
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
  // One pass over the document numbers instead of one lookup per verification.
  const byDocument = new Map<string, VerificationRecord[]>();
  for (const verification of recent)
    if (verification.documentNumber)
      byDocument.set(verification.documentNumber, [
        ...(byDocument.get(verification.documentNumber) ?? []),
        verification,
      ]);
  const rows = recent.map((verification) => ({
    id: verification.id,
    facts: factsOf(ctx, verification, byDocument.get(verification.documentNumber ?? '') ?? []),
  }));
  const replay = replayRisk(active?.model ?? { rules: [], bands: edited.bands }, edited, rows);
  const publicIds = new Map(recent.map((verification) => [verification.id, verification.publicId]));
  return {
    ...replay,
    changed: replay.changed.map((row) => ({ ...row, publicId: publicIds.get(row.id) ?? row.id })),
  };
};
