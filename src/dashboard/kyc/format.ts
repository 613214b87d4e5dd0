import { useLocaleState } from 'react-admin';

/** Locale-aware number, percent and short-day formatting for the dashboard (days are UTC days). */
export const useDashboardFormat = () => {
  const [locale] = useLocaleState();
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const shortDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return {
    integer: (n: number) => integer.format(n),
    decimal: (n: number) => decimal.format(n),
    percent: (ratio: number) => percent.format(ratio),
    /** 'YYYY-MM-DD' (a UTC day) as e.g. '22 Nov'. */
    shortDay: (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`)),
  };
};
export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
