import { SearchInput, SelectInput } from 'react-admin';
import type { TransactionsInit } from './schema';

/** Filters from `GET transactions/init` (statuses, workflows, countries, sources), kept in the URL. */
export const transactionFilters = (init: TransactionsInit) => {
  const statusChoice = (id: string) => ({ id, name: `resources.workflows.statusLabels.${id}` });
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" alwaysOn choices={init.statuses.map(statusChoice)} />,
    <SelectInput
      key="workflowStatus"
      source="workflowStatus"
      choices={init.workflowStatuses.map(statusChoice)}
    />,
    <SelectInput
      key="workflowId"
      source="workflowId"
      label="resources.transactions.fields.workflowName"
      choices={init.workflows}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="country"
      source="country"
      choices={init.countries.map((c) => ({ id: c.alpha2, name: c.label }))}
      translateChoice={false}
    />,
    <SelectInput
      key="source"
      source="source"
      choices={init.sources.map((id) => ({ id, name: `resources.transactions.sources.${id}` }))}
    />,
  ];
};
