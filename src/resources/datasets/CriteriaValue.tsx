import { Typography } from '@mui/material';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { countryName } from '../../components';

/** The filter fields a dataset can be made of, in the order they are read out. */
const LIST_FIELDS = ['status', 'country', 'documentType', 'matchType'] as const;

const parseFilter = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * What a dataset was made of, in words: the filter's fields with their values in the user's language ("Status:
 * Rejected · Country: Germany"), "All verifications" for an empty filter, or the uploaded file's name. A filter
 * the portal cannot read shows as stored.
 */
export const CriteriaValue = ({ record, source }: { record: RaRecord; source: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const text = String(record[source] ?? '');
  if (record.source === 'FILE')
    return (
      <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{text}</Typography>
    );
  const filter = parseFilter(text);
  if (!filter) return <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>;
  const field = (name: string) => translate(`resources.verifications.fields.${name}`);
  const valueOf = (name: string, value: string) =>
    name === 'country'
      ? countryName(value, locale)
      : translate(`resources.verifications.${name}.${value}`, { _: value });
  const parts = [
    ...LIST_FIELDS.flatMap((name) => {
      const values = filter[name];
      const list = Array.isArray(values) ? values.map(String) : values ? [String(values)] : [];
      return list.length ? [`${field(name)}: ${list.map((v) => valueOf(name, v)).join(', ')}`] : [];
    }),
    ...(['riskScoreMin', 'riskScoreMax'] as const).flatMap((name) =>
      typeof filter[name] === 'number' ? [`${field(name)}: ${String(filter[name])}`] : [],
    ),
  ];
  const known = new Set<string>([...LIST_FIELDS, 'riskScoreMin', 'riskScoreMax']);
  const others = Object.keys(filter).filter((key) => !known.has(key));
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      {parts.length || others.length
        ? [...parts, ...others.map((key) => `${key}: ${JSON.stringify(filter[key])}`)].join(' · ')
        : translate('resources.datasets.criteriaAll')}
    </Typography>
  );
};
