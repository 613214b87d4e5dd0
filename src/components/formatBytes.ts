const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size as people read it, in the user's locale: "812 byte", "1.4 kB", "23 MB" (decimal units, as file managers). */
export const formatBytes = (bytes: number, locale: string): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
};
