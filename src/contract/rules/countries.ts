import { countries } from 'country-flag-icons';

/**
 * ISO 3166-1 alpha-2 codes (plus the few user-assigned ones in common use, such as XK), from the same package that
 * draws the flags, so every accepted code has a flag. Subdivision flags (GB-ENG, ES-CT) are not countries.
 */
export const COUNTRY_CODES: readonly string[] = countries.filter((code) => /^[A-Z]{2}$/.test(code));

const KNOWN = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string): boolean => KNOWN.has(code);
