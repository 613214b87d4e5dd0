import {
  riskModelIssues,
  riskModelSchema,
  type RiskCondition,
  type RiskIssue,
  type RiskModel,
  type RiskRule,
} from '../contract/rules/riskModel';

const E = 'app.riskManagement.errors';

/** The catalogue key of a broken model rule, by its code and where it sits (a band or a rule). */
export const issueMessageKey = (issue: Pick<RiskIssue, 'code' | 'field'>): string => {
  switch (issue.code) {
    case 'DUPLICATED_RISK_SCORE':
      return issue.field.startsWith('bands.')
        ? `${E}.DUPLICATED_RISK_SCORE_BAND`
        : `${E}.DUPLICATED_RISK_SCORE_RULE`;
    case 'AGE_BOUNDS':
      return issue.field.endsWith('.under') ? `${E}.AGE_BOUNDS_NONE` : `${E}.AGE_BOUNDS_ORDER`;
    default:
      return `${E}.${issue.code}`;
  }
};

/** The conditions' starting parameters when the user picks a kind. */
export const conditionOfKind = (kind: RiskCondition['kind']): RiskCondition => {
  switch (kind) {
    case 'COUNTRY_IN':
      return { kind, countries: [] };
    case 'DOCUMENT_TYPE_IN':
      return { kind, documentTypes: [] };
    case 'FRAUD_MATCH':
      return { kind };
    case 'SCREENING_HIT':
      return { kind, listTypes: [] };
    case 'VELOCITY':
      return { kind, per: 'DOCUMENT_NUMBER', count: 2, withinDays: 7 };
    case 'CHECK_RESULT':
      return { kind, checks: [], decisions: ['REJECTED'] };
    case 'AGE':
      return { kind, under: 21, from: null };
  }
};

/** A new rule: enabled, ten points, a unique id. */
export const newRule = (existing: readonly RiskRule[]): RiskRule => {
  let n = existing.length + 1;
  while (existing.some((rule) => rule.id === `rule-${n}`)) n += 1;
  return {
    id: `rule-${n}`,
    name: '',
    condition: conditionOfKind('FRAUD_MATCH'),
    score: 10,
    enabled: true,
  };
};

/** An input's value as a number: empty stays null (the schema then names the field as required). */
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

const conditionNumbers = (condition: RiskCondition): RiskCondition => {
  switch (condition.kind) {
    case 'VELOCITY':
      return {
        ...condition,
        count: numberOrNull(condition.count) as number,
        withinDays: numberOrNull(condition.withinDays) as number,
      };
    case 'AGE':
      return {
        ...condition,
        under: numberOrNull(condition.under),
        from: numberOrNull(condition.from),
      };
    default:
      return condition;
  }
};

/**
 * The form's values as the model the platform takes: numbers from the inputs (empty is null), the condition
 * kept to its kind's fields.
 */
export const modelOf = (values: RiskModel): RiskModel => ({
  bands: values.bands.map((band) => ({ band: band.band, from: numberOrNull(band.from) as number })),
  rules: values.rules.map((rule) => ({
    ...rule,
    name: rule.name ?? '',
    score: numberOrNull(rule.score) as number,
    condition: conditionNumbers(rule.condition),
  })),
});

/** Puts a message at a dotted path ("rules.2.condition.under") of a nested errors object. */
const setAt = (
  target: Record<string, unknown>,
  path: readonly (string | number)[],
  value: unknown,
) => {
  let node = target;
  path.slice(0, -1).forEach((key, index) => {
    const next = node[key];
    if (typeof next !== 'object' || next === null)
      node[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[path.at(-1)!] = value;
};

const pathOf = (field: string) =>
  field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/** The bounds of the model's numbers (riskModelSchema), to say the whole range when one end is broken. */
const RANGES: Record<string, readonly [number, number]> = {
  score: [1, 100],
  count: [1, 100],
  withinDays: [1, 365],
  under: [0, 150],
  from: [0, 150],
};

/** A schema issue as a message under its field: empty, out of range, or not a whole number. */
const schemaMessage = (issue: { code: string; origin?: unknown }, path: readonly PropertyKey[]) => {
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.origin !== 'number'))
    return 'ra.validation.required';
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const [min, max] = path[0] === 'bands' ? [0, 100] : (RANGES[String(path.at(-1))] ?? [0, 100]);
    return { message: 'app.riskManagement.errors.range', args: { min, max } };
  }
  return 'app.riskManagement.errors.wholeNumber';
};

/**
 * Checks the edited model before anything is sent: its schema (required, whole numbers in range) and the
 * model's own rules (the spec's "duplicated risk score", bands in order, unique names, age bounds), each under
 * its field, with the same rules the platform applies.
 */
export const validateModel = (values: RiskModel): Record<string, unknown> => {
  const errors: Record<string, unknown> = {};
  const parsed = riskModelSchema.safeParse(modelOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      if (issue.path.length)
        setAt(errors, issue.path as (string | number)[], schemaMessage(issue, issue.path));
    return errors;
  }
  for (const issue of riskModelIssues(parsed.data))
    setAt(errors, pathOf(issue.field), issueMessageKey(issue));
  return errors;
};

/** The platform's field errors (400, `bands.2.from`…) as the form's nested errors, worded by code. */
const MODEL_CODES: readonly string[] = [
  'DUPLICATED_RISK_SCORE',
  'BANDS_ORDER',
  'BANDS_START',
  'DUPLICATE_RULE_NAME',
  'AGE_BOUNDS',
];

export const serverErrorsOf = (
  fields: readonly { field: string; code: string; message: string }[],
): Record<string, unknown> => {
  const errors: Record<string, unknown> = {};
  for (const field of fields) {
    // The platform names the field inside the request (`model.bands.2.from`); the form holds the model itself.
    const path = field.field.replace(/^model\./, '');
    setAt(
      errors,
      pathOf(path),
      MODEL_CODES.includes(field.code)
        ? issueMessageKey({ code: field.code as RiskIssue['code'], field: path })
        : field.message,
    );
  }
  return errors;
};
