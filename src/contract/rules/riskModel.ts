import { z } from 'zod';

/**
 * A tenant's risk model (spec: risk management, `riskScore`): rules that each add points when their condition
 * holds for a verification, and bands that map the total (0–100) to PASSED, WARNING or REJECTED (-1: the model
 * did not run). Pure and shared: the platform scores verifications with it and replays an edited model over
 * past verifications (the what-if), the portal checks a model before sending it.
 */
export const RISK_BANDS = ['PASSED', 'WARNING', 'REJECTED'] as const;
export type RiskBandName = (typeof RISK_BANDS)[number];
/** The spec's "not executed" band value. */
export const RISK_NOT_EXECUTED = -1;

/** The checks a verification's credentials report (their capabilities). */
export const RISK_CHECKS = [
  'EXTRACTION',
  'USABILITY',
  'IMAGE_CHECKS',
  'DATA_CHECKS',
  'WATCHLIST',
  'SIMILARITY',
  'LIVENESS',
] as const;

const points = z.number().int().min(1).max(100);

export const riskConditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('COUNTRY_IN'), countries: z.array(z.string().length(2)).min(1) }),
  z.object({ kind: z.literal('DOCUMENT_TYPE_IN'), documentTypes: z.array(z.string()).min(1) }),
  /** The verification matched the fraud database (a match not cleared as "not the same subject"). */
  z.object({ kind: z.literal('FRAUD_MATCH') }),
  /** A watchlist hit not cleared as a false positive, on one of the lists (all when empty). */
  z.object({ kind: z.literal('SCREENING_HIT'), listTypes: z.array(z.string()) }),
  /** More than `count` verifications with the same document number within `withinDays` days. */
  z.object({
    kind: z.literal('VELOCITY'),
    per: z.enum(['DOCUMENT_NUMBER']),
    count: z.number().int().min(1).max(100),
    withinDays: z.number().int().min(1).max(365),
  }),
  /** One of the verification's checks (all when empty) came back with one of the decisions. */
  z.object({
    kind: z.literal('CHECK_RESULT'),
    checks: z.array(z.enum(RISK_CHECKS)),
    decisions: z.array(z.enum(['WARNING', 'REJECTED'])).min(1),
  }),
  /** The person's age (from the date of birth) below `under` or from `from` on. */
  z.object({
    kind: z.literal('AGE'),
    under: z.number().int().min(0).max(150).nullable(),
    from: z.number().int().min(0).max(150).nullable(),
  }),
]);
export type RiskCondition = z.infer<typeof riskConditionSchema>;

export const riskRuleSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().trim().min(1).max(120),
  condition: riskConditionSchema,
  score: points,
  enabled: z.boolean(),
});
export type RiskRule = z.infer<typeof riskRuleSchema>;

export const riskBandSchema = z.object({
  band: z.enum(RISK_BANDS),
  /** The lowest total in the band; the band runs up to the next one's `from`. */
  from: z.number().int().min(0).max(100),
});

export const riskModelSchema = z.object({
  rules: z.array(riskRuleSchema).max(50),
  bands: z.array(riskBandSchema).length(RISK_BANDS.length),
});
export type RiskModel = z.infer<typeof riskModelSchema>;

/** What the model reads of a verification (the platform gathers it). */
export interface RiskFacts {
  country: string | null;
  documentType: string | null;
  /** Age in whole years on the verification's day, when the date of birth is known. */
  age: number | null;
  fraudMatch: boolean;
  /** The decisions of the verification's checks, one per check and credential. */
  checks: readonly { name: string; decision: string }[];
  screeningListTypes: readonly string[];
  /** Verifications with the same document number, per look-back in days. */
  sameDocumentWithin: (days: number) => number;
}

export interface RiskIssue {
  field: string;
  code:
    'DUPLICATED_RISK_SCORE' | 'BANDS_ORDER' | 'BANDS_START' | 'DUPLICATE_RULE_NAME' | 'AGE_BOUNDS';
  message: string;
}

/** A condition in a comparable form: the same condition with its lists in another order is the same. */
const conditionKey = (condition: RiskCondition): string =>
  JSON.stringify(
    Object.entries(condition)
      .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * The model's own rules beyond its schema: the bands are PASSED, WARNING, REJECTED in that order, the first from
 * 0, each from a different total (the spec's "duplicated risk score" otherwise, on the offending band); no two
 * rules score the same condition (the same "duplicated risk score", on the later rule); rule names are unique; an
 * age rule has a bound, and its upper bound is above its lower one.
 */
export const riskModelIssues = (model: RiskModel): RiskIssue[] => {
  const issues: RiskIssue[] = [];
  model.bands.forEach((band, index) => {
    if (band.band !== RISK_BANDS[index])
      issues.push({
        field: `bands.${index}.band`,
        code: 'BANDS_ORDER',
        message: 'The bands are Passed, Warning and Rejected, in that order.',
      });
    const earlier = model.bands.slice(0, index).find((other) => other.from === band.from);
    if (earlier)
      issues.push({
        field: `bands.${index}.from`,
        code: 'DUPLICATED_RISK_SCORE',
        message: 'Another band already starts at this risk score.',
      });
    else if (index > 0 && band.from < model.bands[index - 1]!.from)
      issues.push({
        field: `bands.${index}.from`,
        code: 'BANDS_ORDER',
        message: 'Each band starts above the one before it.',
      });
  });
  if (model.bands[0] && model.bands[0].from !== 0)
    issues.push({ field: 'bands.0.from', code: 'BANDS_START', message: 'Passed starts at 0.' });
  const names = new Map<string, number>();
  const conditions = new Set<string>();
  model.rules.forEach((rule, index) => {
    const condition = conditionKey(rule.condition);
    if (conditions.has(condition))
      issues.push({
        field: `rules.${index}.condition`,
        code: 'DUPLICATED_RISK_SCORE',
        message: 'Another rule already scores this condition.',
      });
    conditions.add(condition);
    if (rule.condition.kind === 'AGE') {
      const { under, from } = rule.condition;
      if (under === null && from === null)
        issues.push({
          field: `rules.${index}.condition.under`,
          code: 'AGE_BOUNDS',
          message: 'Give an age below which or from which the rule applies.',
        });
      else if (under !== null && from !== null && from <= under)
        issues.push({
          field: `rules.${index}.condition.from`,
          code: 'AGE_BOUNDS',
          message: 'The upper age must be above the lower one.',
        });
    }
    const key = rule.name.trim().toLowerCase();
    if (names.has(key))
      issues.push({
        field: `rules.${index}.name`,
        code: 'DUPLICATE_RULE_NAME',
        message: 'Another rule already has this name.',
      });
    else names.set(key, index);
  });
  return issues;
};

const holds = (condition: RiskCondition, facts: RiskFacts): boolean => {
  switch (condition.kind) {
    case 'COUNTRY_IN':
      return facts.country !== null && condition.countries.includes(facts.country);
    case 'DOCUMENT_TYPE_IN':
      return facts.documentType !== null && condition.documentTypes.includes(facts.documentType);
    case 'FRAUD_MATCH':
      return facts.fraudMatch;
    case 'SCREENING_HIT':
      return condition.listTypes.length
        ? facts.screeningListTypes.some((type) => condition.listTypes.includes(type))
        : facts.screeningListTypes.length > 0;
    case 'CHECK_RESULT':
      return facts.checks.some(
        (check) =>
          (!condition.checks.length || (condition.checks as string[]).includes(check.name)) &&
          (condition.decisions as string[]).includes(check.decision),
      );
    case 'VELOCITY':
      return facts.sameDocumentWithin(condition.withinDays) > condition.count;
    case 'AGE':
      return (
        facts.age !== null &&
        ((condition.under !== null && facts.age < condition.under) ||
          (condition.from !== null && facts.age >= condition.from))
      );
  }
};

export interface RiskOutcome {
  /** 0–100, or RISK_NOT_EXECUTED when the model has no enabled rule. */
  score: number;
  band: RiskBandName | typeof RISK_NOT_EXECUTED;
  fired: { ruleId: string; name: string; score: number }[];
}

/** The band of a total: the last band whose `from` it reaches. */
export const bandOf = (model: RiskModel, score: number): RiskBandName =>
  [...model.bands].reverse().find((band) => score >= band.from)?.band ?? 'PASSED';

/** Scores one verification: the enabled rules that hold add their points (capped at 100), the bands name it. */
export const evaluateRisk = (model: RiskModel, facts: RiskFacts): RiskOutcome => {
  const enabled = model.rules.filter((rule) => rule.enabled);
  if (!enabled.length) return { score: RISK_NOT_EXECUTED, band: RISK_NOT_EXECUTED, fired: [] };
  const fired = enabled
    .filter((rule) => holds(rule.condition, facts))
    .map((rule) => ({ ruleId: rule.id, name: rule.name, score: rule.score }));
  const score = Math.min(
    100,
    fired.reduce((sum, rule) => sum + rule.score, 0),
  );
  return { score, band: bandOf(model, score), fired };
};

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export const ageOn = (dateOfBirth: string | null | undefined, day: string): number | null => {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
};

export interface WhatIfRow {
  id: string;
  before: RiskOutcome;
  after: RiskOutcome;
}

/**
 * The what-if of an edited model: every verification scored by the current and the edited model, the counts per
 * band before and after, and the verifications that change band (the first `sample` of them).
 */
export const replayRisk = (
  current: RiskModel,
  edited: RiskModel,
  verifications: readonly { id: string; facts: RiskFacts }[],
  sample = 20,
) => {
  const bands = [...RISK_BANDS, RISK_NOT_EXECUTED] as const;
  const empty = () =>
    Object.fromEntries(bands.map((band) => [String(band), 0])) as Record<string, number>;
  const before = empty();
  const after = empty();
  const changed: WhatIfRow[] = [];
  let changedCount = 0;
  for (const { id, facts } of verifications) {
    const was = evaluateRisk(current, facts);
    const will = evaluateRisk(edited, facts);
    before[String(was.band)]! += 1;
    after[String(will.band)]! += 1;
    if (was.band !== will.band) {
      changedCount += 1;
      if (changed.length < sample) changed.push({ id, before: was, after: will });
    }
  }
  return { total: verifications.length, before, after, changedCount, changed };
};
