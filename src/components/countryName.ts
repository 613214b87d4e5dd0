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
