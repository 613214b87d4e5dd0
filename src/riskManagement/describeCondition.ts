import { useLocaleState, useTranslate } from 'react-admin';
import { countryName } from '../components';
import type { RiskCondition } from '../contract/rules/riskModel';

const K = 'app.riskManagement.rules';

/** A rule's condition in words ("Country is one of Iran, North Korea"), for the version view and the what-if. */
export const useDescribeCondition = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const list = (values: readonly string[], label: (value: string) => string) =>
    values.map(label).join(', ');
  return (condition: RiskCondition): string => {
    switch (condition.kind) {
      case 'COUNTRY_IN':
        return translate(`${K}.describe.COUNTRY_IN`, {
          values: list(condition.countries, (code) => countryName(code, locale)),
        });
      case 'DOCUMENT_TYPE_IN':
        return translate(`${K}.describe.DOCUMENT_TYPE_IN`, {
          values: list(condition.documentTypes, (type) =>
            translate(`resources.verifications.documentType.${type}`, { _: type }),
          ),
        });
      case 'FRAUD_MATCH':
        return translate(`${K}.describe.FRAUD_MATCH`);
      case 'SCREENING_HIT':
        return translate(`${K}.describe.SCREENING_HIT`, {
          values: condition.listTypes.length
            ? list(condition.listTypes, (type) =>
                translate(`resources.screening-hits.choices.listType.${type}`, { _: type }),
              )
            : translate(`${K}.describe.anyList`),
        });
      case 'VELOCITY':
        return translate(`${K}.describe.VELOCITY`, {
          count: condition.count,
          days: condition.withinDays,
        });
      case 'CHECK_RESULT':
        return translate(`${K}.describe.CHECK_RESULT`, {
          checks: condition.checks.length
            ? list(condition.checks, (check) => translate(`${K}.checks.${check}`))
            : translate(`${K}.describe.anyCheck`),
          decisions: condition.decisions
            .map((decision) => translate(`${K}.decisions.${decision}`))
            .join(translate(`${K}.describe.or`)),
        });
      case 'AGE':
        if (condition.under !== null && condition.from !== null)
          return translate(`${K}.describe.AGE_BOTH`, condition);
        return condition.under !== null
          ? translate(`${K}.describe.AGE_UNDER`, condition)
          : translate(`${K}.describe.AGE_FROM`, condition);
    }
  };
};
