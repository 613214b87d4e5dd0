import { Chip } from '@mui/material';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import type { StatusTone } from '../../components/verificationStatusPalette';

/**
 * The verdict colours of the fraud database, on the portal's one palette: red is fraud, green cleared (or not the
 * same subject), amber waits for a reviewer, grey is out of play. The label always goes with the colour.
 */
const TONES: Readonly<Record<string, StatusTone>> = {
  NEW: 'warning',
  OPEN: 'warning',
  FRAUD: 'error',
  APPROVED: 'success',
  EXCLUDED: 'default',
  TRUE_MATCH: 'error',
  FALSE_POSITIVE: 'success',
  ESCALATED: 'info',
};

export const VerdictChip = ({ resource, value }: { resource: string; value: string }) => {
  const translate = useTranslate();
  const tone = TONES[value] ?? 'default';
  return (
    <Chip
      size="small"
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      label={translate(`resources.${resource}.choices.status.${value}`, { _: value })}
    />
  );
};

/** The status field of an entry or a match as a chip (a field override's Value). */
export const verdictValue =
  (resource: string) =>
  ({ record, source }: { record: RaRecord; source: string }) => {
    const value: unknown = record[source];
    return typeof value === 'string' ? <VerdictChip resource={resource} value={value} /> : null;
  };

/** A score of 0–1 as a whole percentage in the reader's locale ("87%", "87 %"), the way reviewers compare them. */
export const scorePercent = (score: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(score);

export const ScoreValue = ({ record, source }: { record: RaRecord; source: string }) => {
  const [locale = 'en'] = useLocaleState();
  const value: unknown = record[source];
  return typeof value === 'number' ? <span>{scorePercent(value, locale)}</span> : null;
};
