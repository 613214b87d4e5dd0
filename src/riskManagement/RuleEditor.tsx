import { useMemo } from 'react';
import { IconButton, Paper, Stack } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { countryChoicesOf } from '../components';
import { COUNTRY_CODES } from '../contract/rules/countries';
import { RISK_CHECKS, type RiskCondition } from '../contract/rules/riskModel';
import { WATCHLIST_TYPES } from '../contract/resources/screeningHits';
import { DOCUMENT_TYPES } from '../contract/schemas/verifications';
import { conditionOfKind } from './modelForm';

const K = 'app.riskManagement.rules';
const KINDS: RiskCondition['kind'][] = [
  'COUNTRY_IN',
  'DOCUMENT_TYPE_IN',
  'FRAUD_MATCH',
  'SCREENING_HIT',
  'VELOCITY',
  'CHECK_RESULT',
  'AGE',
];

const useChoices = (values: readonly string[], key: (value: string) => string) => {
  const translate = useTranslate();
  return values.map((id) => ({ id, name: translate(key(id), { _: id }) }));
};

/** The inputs of one condition kind: the countries, the lists, the look-back, the age bounds… */
const ConditionInputs = ({
  prefix,
  kind,
  disabled,
}: {
  prefix: string;
  kind: string;
  disabled: boolean;
}) => {
  const [locale] = useLocaleState();
  const countries = useMemo(() => countryChoicesOf(COUNTRY_CODES, locale), [locale]);
  const documentTypes = useChoices(
    DOCUMENT_TYPES,
    (t) => `resources.verifications.documentType.${t}`,
  );
  const lists = useChoices(
    WATCHLIST_TYPES,
    (t) => `resources.screening-hits.choices.listType.${t}`,
  );
  const checks = useChoices(RISK_CHECKS, (c) => `${K}.checks.${c}`);
  const decisions = useChoices(['WARNING', 'REJECTED'], (d) => `${K}.decisions.${d}`);
  const field = (name: string) => `${prefix}.condition.${name}`;
  const label = (name: string) => `${K}.fields.${name}`;
  const common = { disabled, sx: { m: 0, minWidth: 0, flex: 1 } };
  switch (kind) {
    case 'COUNTRY_IN':
      return (
        <AutocompleteArrayInput
          source={field('countries')}
          label={label('countries')}
          choices={countries}
          {...common}
        />
      );
    case 'DOCUMENT_TYPE_IN':
      return (
        <SelectArrayInput
          source={field('documentTypes')}
          label={label('documentTypes')}
          choices={documentTypes}
          {...common}
        />
      );
    case 'SCREENING_HIT':
      return (
        <SelectArrayInput
          source={field('listTypes')}
          label={label('listTypes')}
          choices={lists}
          {...common}
        />
      );
    case 'VELOCITY':
      return (
        <>
          <NumberInput
            source={field('count')}
            label={label('count')}
            min={1}
            max={100}
            step={1}
            {...common}
          />
          <NumberInput
            source={field('withinDays')}
            label={label('withinDays')}
            min={1}
            max={365}
            step={1}
            {...common}
          />
        </>
      );
    case 'CHECK_RESULT':
      return (
        <>
          <SelectArrayInput
            source={field('checks')}
            label={label('checks')}
            choices={checks}
            {...common}
          />
          <SelectArrayInput
            source={field('decisions')}
            label={label('decisions')}
            choices={decisions}
            {...common}
          />
        </>
      );
    case 'AGE':
      return (
        <>
          <NumberInput
            source={field('under')}
            label={label('under')}
            min={0}
            max={150}
            step={1}
            {...common}
          />
          <NumberInput
            source={field('from')}
            label={label('from')}
            min={0}
            max={150}
            step={1}
            {...common}
          />
        </>
      );
    default:
      return null;
  }
};

/** One rule: on or off, its name, its points, its condition and what the condition reads. */
export const RuleEditor = ({
  index,
  readOnly,
  onRemove,
}: {
  index: number;
  readOnly: boolean;
  onRemove: () => void;
}) => {
  const translate = useTranslate();
  const prefix = `rules.${index}`;
  const { setValue } = useFormContext();
  const kind = useWatch({ name: `${prefix}.condition.kind` }) as RiskCondition['kind'];
  const name = useWatch({ name: `${prefix}.name` }) as string | undefined;
  const kinds = useChoices(KINDS, (k) => `${K}.kinds.${k}`);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none' }}
      aria-label={name || translate(`${K}.unnamed`)}
    >
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          alignItems={{ md: 'flex-start' }}
        >
          <TextInput
            source={`${prefix}.name`}
            label={`${K}.name`}
            disabled={readOnly}
            sx={{ m: 0, flex: 3, minWidth: 0 }}
          />
          <SelectInput
            source={`${prefix}.condition.kind`}
            label={`${K}.kind`}
            choices={kinds}
            disabled={readOnly}
            // A new kind starts from its own parameters; the old kind's would not fit it.
            onChange={(event) =>
              setValue(
                `${prefix}.condition`,
                conditionOfKind(event.target.value as RiskCondition['kind']),
                { shouldDirty: true },
              )
            }
            // A long condition name wraps instead of widening the rule past a phone's width.
            sx={{ m: 0, flex: 3, minWidth: 0, '& .MuiSelect-select': { whiteSpace: 'normal' } }}
            helperText={false}
          />
          <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ flex: 2, minWidth: 0 }}>
            <NumberInput
              source={`${prefix}.score`}
              label={`${K}.points`}
              min={1}
              max={100}
              step={1}
              disabled={readOnly}
              sx={{ m: 0, flex: 1, minWidth: 80 }}
            />
            <BooleanInput
              source={`${prefix}.enabled`}
              label={`${K}.enabled`}
              disabled={readOnly}
              helperText={false}
              sx={{ m: 0, pt: 1, flexShrink: 0 }}
            />
            {readOnly ? null : (
              <IconButton
                onClick={onRemove}
                aria-label={translate(`${K}.remove`, { name: name || translate(`${K}.unnamed`) })}
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Stack>
        </Stack>
        {kind === 'FRAUD_MATCH' ? null : (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            alignItems={{ md: 'flex-start' }}
          >
            <ConditionInputs key={kind} prefix={prefix} kind={kind} disabled={readOnly} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
};
