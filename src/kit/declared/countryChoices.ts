import { countryChoicesOf } from '../../components';
import { COUNTRY_CODES } from '../../contract/rules/countries';

/** Every country as a choice, named and sorted in the portal's language (the filter and the input share it). */
export const countryChoices = (locale: string) => countryChoicesOf(COUNTRY_CODES, locale);
