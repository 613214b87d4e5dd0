import { Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

/**
 * The sample chosen at start as people read it: "Default (whole dataset)" or "30 %"; nothing before. In the type
 * of the page's other values (react-admin's fields are body2).
 */
export const SampleValue = ({ record, source }: { record: RaRecord; source: string }) => {
  const translate = useTranslate();
  const value = record[source];
  if (typeof value !== 'number') return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.experiments.actions.start.choices.samplePercentage.${value}`, {
        _: `${value} %`,
      })}
    </Typography>
  );
};
