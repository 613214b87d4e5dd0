import { useMemo, type ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
  type AutocompleteInputProps,
} from 'react-admin';
import { dateRangeFilterInputs } from '../../components';
import { filterKeys, type AnyResourceDeclaration } from '../../contract/declare';
import { countryChoices } from './countryChoices';
import { useFieldOverrides } from './DeclarationContext';
import { useOwnTenantChoices } from './useOwnTenantChoices';
import { describeDeclaredField, keysOf } from './describe';

/** A country filter, its choices named when it is shown (a list builds its filter bar on every render). */
const CountryFilterInput = (props: Omit<AutocompleteInputProps, 'choices'>) => {
  const [locale] = useLocaleState();
  return <AutocompleteInput {...props} choices={countryChoices(locale)} />;
};

/**
 * The declared search box and filters as react-admin filter inputs (kept in the URL by react-admin). Range
 * filters use the query keys the emulator expects: `<field>From`/`<field>To`, `<field>Min`/`<field>Max`, or the
 * filter's declared `keys`.
 */
export const useDeclaredFilters = (declaration: AnyResourceDeclaration): ReactElement[] => {
  const translate = useTranslate();
  const overrides = useFieldOverrides();
  const tenants = useOwnTenantChoices();
  return useMemo(() => {
    const keys = keysOf(declaration, overrides);
    const label = (source: string) => translate(keys.field(source));
    const choicesOf = (source: string) =>
      (describeDeclaredField(declaration, source).options ?? []).map((id) => ({
        id,
        name: translate(keys.choice(source, id), { _: id }),
      }));
    const inputs: ReactElement[] = [];
    if (declaration.list.search?.length)
      inputs.push(
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={translate('kit.filters.search')}
          // A placeholder is no label: screen readers announce the box by this name.
          inputProps={{ 'aria-label': translate('kit.filters.search') }}
        />,
      );
    for (const filter of declaration.list.filters ?? []) {
      const { source } = filter;
      const alwaysOn = filter.alwaysOn ?? false;
      // The query keys (declared, or by convention); labels always name the field.
      const [key = source, high = ''] = filterKeys(filter);
      switch (filter.kind) {
        case 'text':
          inputs.push(
            <TextInput key={key} source={key} label={label(source)} alwaysOn={alwaysOn} />,
          );
          break;
        case 'choice':
          inputs.push(
            <SelectInput
              key={key}
              source={key}
              label={label(source)}
              choices={choicesOf(source)}
              alwaysOn={alwaysOn}
            />,
          );
          break;
        case 'reference': {
          const reference = describeDeclaredField(declaration, source).reference;
          if (!reference) throw new Error(`${declaration.name}.${source} names no reference`);
          // The picker offers the referenced resource's records by their name, searched with `q`.
          inputs.push(
            <ReferenceInput key={key} source={key} reference={reference} alwaysOn={alwaysOn}>
              <AutocompleteInput
                label={label(source)}
                filterToQuery={(q: string) => ({ q })}
                sx={{ minWidth: 280 }}
              />
            </ReferenceInput>,
          );
          break;
        }
        case 'tenant':
          // Only where there is a choice: someone who may list their tenants and has more than one. The picker
          // reads the chosen tenants by id, so a filter given in the address shows its chips.
          if (tenants.enabled && tenants.choices.length !== 1)
            inputs.push(
              <ReferenceArrayInput
                key={key}
                source={key}
                reference="tenants"
                alwaysOn={alwaysOn}
                sort={{ field: 'name', order: 'ASC' }}
              >
                <AutocompleteArrayInput
                  label={label(source)}
                  optionText="name"
                  filterToQuery={(q: string) => ({ q })}
                  sx={{ minWidth: 280 }}
                />
              </ReferenceArrayInput>,
            );
          break;
        case 'country':
          inputs.push(
            <CountryFilterInput
              key={key}
              source={key}
              label={label(source)}
              alwaysOn={alwaysOn}
              sx={{ minWidth: 220 }}
            />,
          );
          break;
        case 'boolean':
          inputs.push(
            <NullableBooleanInput
              key={key}
              source={key}
              label={label(source)}
              alwaysOn={alwaysOn}
            />,
          );
          break;
        case 'dateRange':
          inputs.push(
            ...dateRangeFilterInputs({
              start: key,
              end: high,
              alwaysOn,
              labels: [
                translate('kit.filters.from', { field: label(source) }),
                translate('kit.filters.to', { field: label(source) }),
              ],
            }),
          );
          break;
        case 'numberRange':
          inputs.push(
            <NumberInput
              key={key}
              source={key}
              alwaysOn={alwaysOn}
              label={translate('kit.filters.min', { field: label(source) })}
            />,
            <NumberInput
              key={high}
              source={high}
              alwaysOn={alwaysOn}
              label={translate('kit.filters.max', { field: label(source) })}
            />,
          );
          break;
      }
    }
    return inputs;
  }, [declaration, translate, overrides, tenants.enabled, tenants.choices]);
};
