import { describe, expect, it } from 'vitest';
import {
  ageOn,
  evaluateRisk,
  replayRisk,
  riskModelIssues,
  RISK_NOT_EXECUTED,
  type RiskFacts,
  type RiskModel,
} from '../../src/contract/rules/riskModel';

const bands: RiskModel['bands'] = [
  { band: 'PASSED', from: 0 },
  { band: 'WARNING', from: 40 },
  { band: 'REJECTED', from: 70 },
];
const model: RiskModel = {
  bands,
  rules: [
    {
      id: 'r1',
      name: 'High-risk country',
      condition: { kind: 'COUNTRY_IN', countries: ['IR', 'KP'] },
      score: 50,
      enabled: true,
    },
    {
      id: 'r2',
      name: 'Fraud database match',
      condition: { kind: 'FRAUD_MATCH' },
      score: 40,
      enabled: true,
    },
    {
      id: 'r3',
      name: 'Sanctions hit',
      condition: { kind: 'SCREENING_HIT', listTypes: ['SANCTIONS'] },
      score: 60,
      enabled: true,
    },
    {
      id: 'r4',
      name: 'Same document thrice in a week',
      condition: { kind: 'VELOCITY', per: 'DOCUMENT_NUMBER', count: 2, withinDays: 7 },
      score: 30,
      enabled: true,
    },
    {
      id: 'r5',
      name: 'Under 21',
      condition: { kind: 'AGE', under: 21, from: null },
      score: 10,
      enabled: true,
    },
    {
      id: 'r6',
      name: 'Driving licence',
      condition: { kind: 'DOCUMENT_TYPE_IN', documentTypes: ['DRIVING_LICENSE'] },
      score: 5,
      enabled: false,
    },
  ],
};
const facts = (over: Partial<RiskFacts> = {}): RiskFacts => ({
  country: 'DE',
  documentType: 'DRIVING_LICENSE',
  age: 35,
  fraudMatch: false,
  checks: [],
  screeningListTypes: [],
  sameDocumentWithin: () => 1,
  ...over,
});

describe('risk model', () => {
  it('adds the points of the enabled rules that hold, capped at 100, and names the band', () => {
    expect(evaluateRisk(model, facts())).toEqual({ score: 0, band: 'PASSED', fired: [] });
    const warned = evaluateRisk(model, facts({ fraudMatch: true, age: 19 }));
    expect(warned).toMatchObject({ score: 50, band: 'WARNING' });
    expect(warned.fired.map((rule) => rule.ruleId)).toEqual(['r2', 'r5']);
    const rejected = evaluateRisk(
      model,
      facts({
        country: 'IR',
        screeningListTypes: ['SANCTIONS'],
        sameDocumentWithin: (days) => (days >= 7 ? 3 : 1),
      }),
    );
    expect(rejected).toMatchObject({ score: 100, band: 'REJECTED' });
    expect(rejected.fired.map((rule) => rule.ruleId)).toEqual(['r1', 'r3', 'r4']);
    // A PEP hit is not a sanctions hit; a disabled rule never fires.
    expect(evaluateRisk(model, facts({ screeningListTypes: ['PEP'] })).score).toBe(0);
  });

  it('says "not executed" when no rule is enabled', () => {
    const off = { ...model, rules: model.rules.map((rule) => ({ ...rule, enabled: false })) };
    expect(evaluateRisk(off, facts({ fraudMatch: true }))).toEqual({
      score: RISK_NOT_EXECUTED,
      band: RISK_NOT_EXECUTED,
      fired: [],
    });
  });

  it('refuses two bands from the same risk score, bands out of order and a rule name twice', () => {
    expect(riskModelIssues(model)).toEqual([]);
    const same = riskModelIssues({
      ...model,
      bands: [bands[0]!, { band: 'WARNING', from: 40 }, { band: 'REJECTED', from: 40 }],
    });
    expect(same).toEqual([
      expect.objectContaining({ field: 'bands.2.from', code: 'DUPLICATED_RISK_SCORE' }),
    ]);
    expect(
      riskModelIssues({ ...model, bands: [{ band: 'PASSED', from: 10 }, bands[1]!, bands[2]!] }),
    ).toEqual([expect.objectContaining({ field: 'bands.0.from', code: 'BANDS_START' })]);
    expect(
      riskModelIssues({
        ...model,
        rules: [
          ...model.rules,
          {
            ...model.rules[0]!,
            id: 'r7',
            name: ' high-risk COUNTRY ',
            condition: { kind: 'COUNTRY_IN', countries: ['RU'] },
          },
        ],
      }),
    ).toEqual([expect.objectContaining({ field: 'rules.6.name', code: 'DUPLICATE_RULE_NAME' })]);
    // The same condition scored twice, its countries in another order: the spec's "duplicated risk score".
    const first = model.rules[0]!;
    const reordered =
      first.condition.kind === 'COUNTRY_IN'
        ? { ...first.condition, countries: [...first.condition.countries].reverse() }
        : first.condition;
    expect(
      riskModelIssues({
        ...model,
        rules: [...model.rules, { ...first, id: 'r7', name: 'Again', condition: reordered }],
      }),
    ).toEqual([
      expect.objectContaining({ field: 'rules.6.condition', code: 'DUPLICATED_RISK_SCORE' }),
    ]);
    expect(
      riskModelIssues({
        ...model,
        rules: [
          ...model.rules,
          { ...first, id: 'r8', name: 'Age', condition: { kind: 'AGE', under: null, from: null } },
          { ...first, id: 'r9', name: 'Ages', condition: { kind: 'AGE', under: 30, from: 20 } },
        ],
      }),
    ).toEqual([
      expect.objectContaining({ field: 'rules.6.condition.under', code: 'AGE_BOUNDS' }),
      expect.objectContaining({ field: 'rules.7.condition.from', code: 'AGE_BOUNDS' }),
    ]);
  });

  it('replays an edited model: counts per band before and after, and what changes band', () => {
    const verifications = [
      { id: 'v1', facts: facts() },
      { id: 'v2', facts: facts({ fraudMatch: true }) },
      { id: 'v3', facts: facts({ country: 'IR' }) },
    ];
    const stricter = {
      ...model,
      bands: [
        bands[0]!,
        { band: 'WARNING' as const, from: 30 },
        { band: 'REJECTED' as const, from: 45 },
      ],
    };
    const replay = replayRisk(model, stricter, verifications);
    expect(replay.before).toMatchObject({ PASSED: 1, WARNING: 2, REJECTED: 0 });
    expect(replay.after).toMatchObject({ PASSED: 1, WARNING: 1, REJECTED: 1 });
    expect(replay.changedCount).toBe(1);
    expect(replay.changed[0]).toMatchObject({
      id: 'v3',
      before: { band: 'WARNING' },
      after: { band: 'REJECTED' },
    });
  });

  it('counts whole years of age', () => {
    expect(ageOn('2000-05-10', '2026-05-09')).toBe(25);
    expect(ageOn('2000-05-10', '2026-05-10')).toBe(26);
    expect(ageOn(null, '2026-05-10')).toBeNull();
  });
});
