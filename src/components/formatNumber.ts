const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the portal's language writes it (3,000.5 / 3.000,5), not the browser's. One formatter per language
 * for the whole tab: building one per value (`toLocaleString`) costs a list's first render.
 */
export const formatNumber = (value: number, locale: string): string => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
};
