const namers = new Map<string, Intl.DisplayNames | null>();

const namerFor = (locale: string): Intl.DisplayNames | null => {
  if (!namers.has(locale)) {
    let namer: Intl.DisplayNames | null = null;
    try {
      namer = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      // An unknown locale tag: callers fall back to the code.
    }
    namers.set(locale, namer);
  }
  return namers.get(locale) ?? null;
};

/**
 * A country's name in the portal's language (ISO 3166-1 alpha-2 in). The browser's Intl knows every region
 * in every language, so there is no second list to keep. Returns the code itself when Intl has no name for it.
 */
export const countryName = (alpha2: string, locale: string): string => {
  try {
    return namerFor(locale)?.of(alpha2.toUpperCase()) ?? alpha2;
  } catch {
    return alpha2;
  }
};

export interface CountryChoice {
  id: string;
  name: string;
}

const choicesByCodes = new WeakMap<readonly string[], Map<string, CountryChoice[]>>();

/**
 * Countries as choices (a filter, an input), named and sorted in the portal's language. Made once per list of
 * codes and language: a list page builds its filters on every render, and naming and sorting some 250 countries
 * each time cost more than the rest of the filter bar.
 */
export const countryChoicesOf = (codes: readonly string[], locale: string): CountryChoice[] => {
  const byLocale = choicesByCodes.get(codes) ?? new Map<string, CountryChoice[]>();
  choicesByCodes.set(codes, byLocale);
  let choices = byLocale.get(locale);
  if (!choices) {
    const collator = new Intl.Collator(locale);
    choices = codes
      .map((id) => ({ id, name: countryName(id, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLocale.set(locale, choices);
  }
  return choices;
};
