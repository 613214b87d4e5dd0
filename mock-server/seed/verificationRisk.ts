import { evaluateRisk } from '../../src/contract/rules/riskModel';
import { riskAssessmentOf, riskFactsOf } from '../risk/riskStore';
import type { DatabaseShape, VerificationRecord } from '../types';
import type { SeedGenerator } from './context';

const groupBy = <T>(items: readonly T[], key: (item: T) => string | null | undefined) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const value = key(item);
    if (value) groups.set(value, [...(groups.get(value) ?? []), item]);
  }
  return groups;
};

/**
 * Every seeded verification scored by the risk model version active on its day (its findings seeded before
 * it), so the risk score in the list, the dashboard and the detail is the model's, with the rules that fired.
 */
export const verificationRiskGenerator: SeedGenerator<'verifications'> = {
  collection: 'verifications',
  generate: ({ db }) => {
    const matches = groupBy(
      db['fraud-matches'] as never as { verificationId: string }[],
      (m) => m.verificationId,
    );
    const hits = groupBy(
      db['screening-hits'] as never as { verificationId: string }[],
      (h) => h.verificationId,
    );
    const byDocument = groupBy(
      db.verifications,
      (v) => v.documentNumber && `${v.tenantId}|${v.documentNumber}`,
    );
    const versions = groupBy(db.riskModels, (m) => m.tenantId);
    return db.verifications.map((verification): VerificationRecord => {
      const at = verification.transactionCreationDate;
      const model = (versions.get(verification.tenantId) ?? [])
        .filter((version) => version.createdAt <= at)
        .sort((a, b) => b.version - a.version)[0];
      if (!model) return verification;
      const outcome = evaluateRisk(
        model.model,
        riskFactsOf(verification, {
          fraudMatches: (matches.get(verification.id) ?? []) as never,
          screeningHits: (hits.get(verification.id) ?? []) as never,
          sameDocument:
            byDocument.get(`${verification.tenantId}|${verification.documentNumber}`) ?? [],
        }),
      );
      return {
        ...verification,
        riskScore: Math.max(0, outcome.score),
        risk: riskAssessmentOf(outcome, model.version, at),
      };
    }) as DatabaseShape['verifications'];
  },
};
