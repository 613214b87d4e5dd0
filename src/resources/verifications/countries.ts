/**
 * Countries offered by the country filter (ISO 3166-1 alpha-2). Names come from the browser's Intl in the
 * portal's language, so German users read German names without a second list.
 */
export const FILTER_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CN',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IN',
  'IS',
  'IT',
  'JP',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'MX',
  'NG',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SG',
  'SI',
  'SK',
  'TR',
  'UA',
  'US',
  'ZA',
] as const;

export const countryName = (alpha2: string, locale: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(alpha2) ?? alpha2;
  } catch {
    return alpha2;
  }
};
