import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { GuardClassification } from '../dataProvider/actions';

/**
 * The change classifications of `GET guard/classifications`, loaded once per session (they are platform
 * configuration) and shared by every open guard dialog through react-query's cache.
 */
export const GUARD_CLASSIFICATIONS_QUERY_KEY = ['guard', 'classifications'] as const;

export const useGuardClassifications = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<GuardClassification[]>({
    queryKey: GUARD_CLASSIFICATIONS_QUERY_KEY,
    queryFn: () => dataProvider.getGuardClassifications(),
    staleTime: Infinity,
    retry: 1,
  });
};
