import { useTranslate, type RaRecord } from 'react-admin';

/** The sample chosen at start as people read it: "Default (whole dataset)" or "30 %"; nothing before. */
export const SampleValue = ({ record, source }: { record: RaRecord; source: string }) => {
  const translate = useTranslate();
  const value = record[source];
  if (typeof value !== 'number') return null;
  return (
    <span>
      {translate(`resources.experiments.actions.start.choices.samplePercentage.${value}`, {
        _: `${value} %`,
      })}
    </span>
  );
};
