import { countryName } from '../../components';
import { COUNTRY_CODES } from '../../contract/rules/countries';

/** Every country as a choice, named and sorted in the portal's language (the filter and the input share it). */
export const countryChoices = (locale: string) =>
  COUNTRY_CODES.map((id) => ({ id, name: countryName(id, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
