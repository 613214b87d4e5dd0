import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatNumber } from '../../components';

/** "Dataset “X” made of 3,000 verifications.": the one success message of both ways to make a dataset. */
export const useNotifyDatasetMade = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (made: { name: string; itemCount: number }) =>
    notify(
      translate('resources.datasets.create.created', {
        name: made.name,
        smart_count: made.itemCount,
        count: formatNumber(made.itemCount, locale),
      }),
      { type: 'success' },
    );
};
