import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Report } from './schema';

/** A country code in the user's language ("DE" → "Germany" / "Deutschland"); the code when Intl cannot. */
export const useCountryName = () => {
  const [locale] = useLocaleState();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return (code: string) => names?.of(code) ?? code;
};

/** The report's criteria in one readable line: period, statuses, countries. */
export const ReportCriteriaField = () => {
  const report = useRecordContext<Report>();
  const translate = useTranslate();
  const country = useCountryName();
  if (!report) return null;
  const { startDate, endDate, statuses, countries } = report.criteria;
  const statusText = statuses.length
    ? statuses
        .map((s) => translate(`resources.reports.verificationStatuses.${s}`, { _: s }))
        .join(', ')
    : translate('resources.reports.criteria.allStatuses');
  const countryText = countries.length
    ? countries.map(country).join(', ')
    : translate('resources.reports.criteria.allCountries');
  return (
    <>
      <Typography variant="body2">
        {translate('resources.reports.criteria.range', { start: startDate, end: endDate })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {statusText} · {countryText}
      </Typography>
    </>
  );
};
