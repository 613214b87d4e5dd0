import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The dataset's synchronous preview: its first items and the counts frozen when it was made. */
export const useDatasetPreview = (id: string | undefined) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['datasets', 'preview', id],
    queryFn: ({ signal }) => dataProvider.getDatasetPreview(id!, signal),
    enabled: id !== undefined,
  });
};
