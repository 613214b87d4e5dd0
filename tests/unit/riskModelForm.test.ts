import { describe, expect, it } from 'vitest';
import {
  conditionOfKind,
  modelOf,
  newRule,
  serverErrorsOf,
  validateModel,
} from '../../src/riskManagement/modelForm';
import type { RiskModel } from '../../src/contract/rules/riskModel';

const model = (): RiskModel => ({
  bands: [
    { band: 'PASSED', from: 0 },
    { band: 'WARNING', from: 40 },
    { band: 'REJECTED', from: 70 },
  ],
  rules: [
    { id: 'a', name: 'Fraud', condition: { kind: 'FRAUD_MATCH' }, score: 40, enabled: true },
    {
      id: 'b',
      name: 'Young',
      condition: { kind: 'AGE', under: 21, from: null },
      score: 10,
      enabled: true,
    },
  ],
});

/** The risk model editor's checks: the same rules as the platform, each message under its field. */
describe('risk model form', () => {
  it('accepts a valid model and reads empty number inputs as missing', () => {
    expect(validateModel(model())).toEqual({});
    const values = model() as unknown as { bands: { from: unknown }[] };
    values.bands[1]!.from = '';
    expect(modelOf(values as unknown as RiskModel).bands[1]!.from).toBeNull();
    expect(validateModel(values as unknown as RiskModel)).toEqual({
      bands: [undefined, { from: 'ra.validation.required' }],
    });
  });

  it('puts a duplicated risk score under the later band, and out-of-range points under the rule', () => {
    const same = model();
    same.bands[2]!.from = 40;
    expect(validateModel(same)).toEqual({
      bands: [
        undefined,
        undefined,
        { from: 'app.riskManagement.errors.DUPLICATED_RISK_SCORE_BAND' },
      ],
    });
    const points = model();
    points.rules[0]!.score = 120;
    expect(validateModel(points)).toEqual({
      rules: [
        { score: { message: 'app.riskManagement.errors.range', args: { min: 1, max: 100 } } },
      ],
    });
  });

  it('names a condition scored twice and an age rule without a bound', () => {
    const twice = model();
    twice.rules.push({ ...twice.rules[0]!, id: 'c', name: 'Fraud again' });
    expect(validateModel(twice)).toEqual({
      rules: [
        undefined,
        undefined,
        { condition: 'app.riskManagement.errors.DUPLICATED_RISK_SCORE_RULE' },
      ],
    });
    const unbounded = model();
    unbounded.rules[1]!.condition = { kind: 'AGE', under: null, from: null };
    expect(validateModel(unbounded)).toEqual({
      rules: [undefined, { condition: { under: 'app.riskManagement.errors.AGE_BOUNDS_NONE' } }],
    });
  });

  it('words the platform errors by code without the request prefix, and keeps unknown ones', () => {
    expect(
      serverErrorsOf([
        { field: 'model.bands.2.from', code: 'DUPLICATED_RISK_SCORE', message: 'x' },
        { field: 'model.rules.0.name', code: 'SOMETHING_NEW', message: 'Too long.' },
      ]),
    ).toEqual({
      bands: [
        undefined,
        undefined,
        { from: 'app.riskManagement.errors.DUPLICATED_RISK_SCORE_BAND' },
      ],
      rules: [{ name: 'Too long.' }],
    });
  });

  it('starts a new rule enabled with a unique id, and a new kind with its own parameters', () => {
    const rules = model().rules;
    rules.push({ ...rules[0]!, id: 'rule-3' });
    expect(newRule(rules)).toEqual(
      expect.objectContaining({ id: 'rule-4', enabled: true, score: 10 }),
    );
    expect(conditionOfKind('VELOCITY')).toEqual({
      kind: 'VELOCITY',
      per: 'DOCUMENT_NUMBER',
      count: 2,
      withinDays: 7,
    });
  });
});
