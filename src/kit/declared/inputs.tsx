import { useMemo } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import {
  dateFormat,
  DateTextInput,
  email,
  maxLength,
  maxValue,
  minValue,
  pattern,
  required,
  type Validator,
} from '../../components';
import type { AnyResourceDeclaration } from '../../contract/declare';
import { DECLARED_RESOURCES } from '../../contract/resources';
import type { FieldDescription } from '../../contract/fields';
import { checkValidatorOf } from './checkValidator';
import { countryChoices } from './countryChoices';
import { useFieldOverrides } from './DeclarationContext';
import { describeDeclaredField, keysOf } from './describe';

/** Never matches anything: used to say 'Wrong format!' when the declared schema refuses a value. */
const NEVER = /$^/;

/**
 * The spec's validation messages for a declared field: required, length and bounds from its zod type, the
 * kind's own format check, and finally the schema itself (the platform's rule) as 'Wrong format!'.
 */
/**
 * The order a reference input offers its targets in: the target's own list order when it is declared (its list
 * may sort by nothing else; react-admin's default, the id, is refused), react-admin's otherwise.
 */
const referenceSortOf = (reference: string) => {
  const target = DECLARED_RESOURCES.find((candidate) => candidate.name === reference);
  return target ? { field: target.list.sort.field, order: target.list.sort.order } : undefined;
};

export const validatorsOf = (
  declaration: AnyResourceDeclaration,
  source: string,
  description: FieldDescription,
): Validator[] => {
  const validators: Validator[] = [];
  if (description.required) validators.push(required());
  if (description.maxLength !== undefined) validators.push(maxLength(description.maxLength));
  if (description.min !== undefined) validators.push(minValue(description.min));
  if (description.max !== undefined) validators.push(maxValue(description.max));
  if (description.kind === 'email') validators.push(email());
  if (description.kind === 'date') validators.push(dateFormat());
  const schema = declaration.fields.shape[source];
  if (schema) {
    const accepted: Validator = (value) => {
      const empty =
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && value.length === 0);
      return empty || schema.safeParse(value).success ? undefined : pattern(NEVER)(value);
    };
    validators.push(accepted);
  }
  const acrossFields = checkValidatorOf(declaration, source);
  if (acrossFields) validators.push(acrossFields);
  return validators;
};

const useChoices = (
  declaration: AnyResourceDeclaration,
  source: string,
  options: readonly string[],
) => {
  const translate = useTranslate();
  const keys = keysOf(declaration, useFieldOverrides());
  return options.map((id) => ({ id, name: translate(keys.choice(source, id), { _: id }) }));
};

const CountryInput = ({ source, validate }: { source: string; validate: Validator[] }) => {
  const [locale] = useLocaleState();
  const choices = useMemo(() => countryChoices(locale), [locale]);
  return <AutocompleteInput source={source} choices={choices} validate={validate} fullWidth />;
};

/** The input of one declared field, by its kind; help texts come from `resources.<name>.help.<field>`. */
export const DeclaredInput = ({
  declaration,
  source,
}: {
  declaration: AnyResourceDeclaration;
  source: string;
}) => {
  const translate = useTranslate();
  const Override = useFieldOverrides()[source]?.Input;
  const description = describeDeclaredField(declaration, source);
  const validate = validatorsOf(declaration, source, description);
  const choices = useChoices(declaration, source, description.options ?? []);
  if (Override) return <Override source={source} />;
  const helperText = declaration.fieldOptions?.[source]?.help
    ? translate(keysOf(declaration).help(source))
    : undefined;
  const common = { source, validate, helperText, fullWidth: true };
  switch (description.kind) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'url':
      return <TextInput {...common} type="url" inputProps={{ inputMode: 'url' }} />;
    case 'enum':
      return <SelectInput {...common} choices={choices} />;
    case 'enumList':
      return <CheckboxGroupInput {...common} choices={choices} />;
    case 'country':
      return <CountryInput source={source} validate={validate} />;
    case 'date':
      return <DateTextInput {...common} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'boolean':
      return <BooleanInput source={source} helperText={helperText} />;
    case 'reference':
      return description.reference ? (
        <ReferenceInput
          source={source}
          reference={description.reference}
          filter={declaration.fieldOptions?.[source]?.referenceFilter}
          sort={referenceSortOf(description.reference)}
        >
          <AutocompleteInput validate={validate} helperText={helperText} fullWidth />
        </ReferenceInput>
      ) : (
        <TextInput {...common} />
      );
    default:
      return <TextInput {...common} />;
  }
};
