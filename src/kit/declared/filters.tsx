import { useMemo, type ReactElement } from 'react';
import {
  AutocompleteInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { dateRangeFilterInputs } from '../../components';
import { rangeKeysOf, type AnyResourceDeclaration } from '../../contract/declare';
import { countryChoices } from './countryChoices';
import { useFieldOverrides } from './DeclarationContext';
import { describeDeclaredField, keysOf } from './describe';

/**
 * The declared search box and filters as react-admin filter inputs (kept in the URL by react-admin). Range
 * filters use the query keys the emulator expects: `<field>From`/`<field>To`, `<field>Min`/`<field>Max`, or
 * the declared `keys`.
 */
export const useDeclaredFilters = (declaration: AnyResourceDeclaration): ReactElement[] => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const overrides = useFieldOverrides();
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
      switch (filter.kind) {
        case 'text':
          inputs.push(
            <TextInput key={source} source={source} label={label(source)} alwaysOn={alwaysOn} />,
          );
          break;
        case 'choice':
          inputs.push(
            <SelectInput
              key={source}
              source={source}
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
            <ReferenceInput key={source} source={source} reference={reference} alwaysOn={alwaysOn}>
              <AutocompleteInput
                label={label(source)}
                filterToQuery={(q: string) => ({ q })}
                sx={{ minWidth: 280 }}
              />
            </ReferenceInput>,
          );
          break;
        }
        case 'country':
          inputs.push(
            <AutocompleteInput
              key={source}
              source={source}
              label={label(source)}
              alwaysOn={alwaysOn}
              choices={countryChoices(locale)}
              sx={{ minWidth: 220 }}
            />,
          );
          break;
        case 'boolean':
          inputs.push(
            <NullableBooleanInput
              key={source}
              source={source}
              label={label(source)}
              alwaysOn={alwaysOn}
            />,
          );
          break;
        case 'dateRange': {
          const [start, end] = rangeKeysOf(filter);
          inputs.push(
            ...dateRangeFilterInputs({
              start,
              end,
              alwaysOn,
              labels: [
                translate('kit.filters.from', { field: label(source) }),
                translate('kit.filters.to', { field: label(source) }),
              ],
            }),
          );
          break;
        }
        case 'numberRange': {
          const [min, max] = rangeKeysOf(filter);
          inputs.push(
            <NumberInput
              key={min}
              source={min}
              alwaysOn={alwaysOn}
              label={translate('kit.filters.min', { field: label(source) })}
            />,
            <NumberInput
              key={max}
              source={max}
              alwaysOn={alwaysOn}
              label={translate('kit.filters.max', { field: label(source) })}
            />,
          );
          break;
        }
      }
    }
    return inputs;
  }, [declaration, translate, locale, overrides]);
};
