import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { RiskModelState } from '../contract/schemas/riskManagement';

export const RISK_MODEL_QUERY_KEY = ['risk-management', 'model'] as const;

/** The tenant's risk model and its versions, and a way to show a newer state after a save or restore. */
export const useRiskModel = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: RISK_MODEL_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getRiskModel(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: RISK_MODEL_QUERY_KEY });
  const replace = (state: RiskModelState) => queryClient.setQueryData(RISK_MODEL_QUERY_KEY, state);
  return { ...query, refresh, replace, dataProvider };
};
