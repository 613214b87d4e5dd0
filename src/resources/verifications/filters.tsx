import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  type AutocompleteArrayInputProps,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import {
  CountryFlag,
  countryChoicesOf,
  dateRangeFilterInputs,
  NaturalNumberInput,
  useValidateWhenSet,
  type CountryChoice,
  type NaturalNumberInputProps,
} from '../../components';
import { RISK_SCORE_MAX } from '../../contract/constants';
import {
  CREDENTIAL_CATEGORIES,
  DOCUMENT_TYPES,
  MATCH_TYPES,
  SLA_STATES,
  VERIFICATION_SOURCES,
  VERIFICATION_STATUSES,
} from '../../contract/schemas/verifications';
import { FILTER_COUNTRIES } from './countries';

const T = 'resources.verifications';

/** 'The lowest risk score must not be above the highest.' (min and max are each 0–100). */
export const riskOrder: Validator = (_value, allValues = {}) => {
  const min = allValues.riskScoreMin;
  const max = allValues.riskScoreMax;
  if (typeof min !== 'number' || typeof max !== 'number') return undefined;
  return min > max ? `${T}.validation.riskOrder` : undefined;
};

const RISK_RANGE = ['riskScoreMin', 'riskScoreMax'] as const;

/** One bound of the risk score filter (0–100); the pair is checked whenever a value arrives, URL included. */
const RiskBoundInput = (props: NaturalNumberInputProps) => {
  useValidateWhenSet(props.source, RISK_RANGE);
  return <NaturalNumberInput {...props} max={RISK_SCORE_MAX} validate={riskOrder} />;
};

const useChoices = (group: string, values: readonly string[]) => {
  const translate = useTranslate();
  return values.map((id) => ({ id, name: translate(`${T}.${group}.${id}`) }));
};

/** A country choice: its flag and its name in the portal's language. */
const CountryOption = () => {
  const choice = useRecordContext<CountryChoice>();
  if (!choice) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <CountryFlag alpha2={choice.id} />
      {choice.name}
    </Box>
  );
};

/**
 * The country filter, its choices named when it is shown: a list builds its whole filter bar on every render,
 * and naming some 250 countries there cost more than the rest of the bar.
 */
const CountryFilter = (props: Omit<AutocompleteArrayInputProps, 'choices'>) => {
  const [locale] = useLocaleState();
  return (
    <AutocompleteArrayInput
      {...props}
      choices={countryChoicesOf(FILTER_COUNTRIES, locale)}
      optionText={<CountryOption />}
      inputText={(choice: CountryChoice) => choice.name}
      matchSuggestion={(filter: string, choice: CountryChoice) =>
        choice.name.toLocaleLowerCase(locale).includes(filter.toLocaleLowerCase(locale))
      }
    />
  );
};

/** The list's filters (POST filter body keys), kept in the URL by react-admin. */
export const useVerificationFilters = () => {
  const statusChoices = useChoices('status', VERIFICATION_STATUSES);
  const sourceChoices = useChoices('source', VERIFICATION_SOURCES);
  const documentChoices = useChoices('documentType', DOCUMENT_TYPES);
  const categoryChoices = useChoices('category', CREDENTIAL_CATEGORIES);
  const matchChoices = useChoices('matchType', MATCH_TYPES);
  const slaChoices = useChoices('sla', SLA_STATES);
  return [
    <SearchInput key="q" source="q" alwaysOn sx={{ minWidth: 300 }} />,
    <SelectArrayInput key="status" source="status" choices={statusChoices} />,
    <CountryFilter key="country" source="country" sx={{ minWidth: 240 }} />,
    <SelectArrayInput key="documentType" source="documentType" choices={documentChoices} />,
    <SelectArrayInput key="source" source="source" choices={sourceChoices} />,
    <SelectArrayInput
      key="credentialCategory"
      source="credentialCategory"
      choices={categoryChoices}
    />,
    <SelectArrayInput key="matchType" source="matchType" choices={matchChoices} />,
    <RiskBoundInput key="riskScoreMin" source="riskScoreMin" />,
    <RiskBoundInput key="riskScoreMax" source="riskScoreMax" />,
    ...dateRangeFilterInputs({ start: 'startDate', end: 'endDate' }),
    <SelectInput key="sla" source="sla" choices={slaChoices} />,
  ];
};
