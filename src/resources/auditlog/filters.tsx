import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { dateRangeFilterInputs } from '../../components';
import type { AuditLogInit } from '../../contract/schemas/auditLog';
import { useAuditLabels } from './useAuditLabels';

const WIDE = { minWidth: 200 };

const EMPTY_INIT: AuditLogInit = { actions: [], entityTypes: [], actors: [], totalElements: 0 };

/**
 * The audit log filters (user, action, result, entity, UTC date range), kept in the URL by react-admin. The
 * choices are the tenant's distinct values from `GET auditlog/filter/init`.
 */
export const useAuditLogFilters = (init: AuditLogInit | undefined) => {
  const translate = useTranslate();
  const labels = useAuditLabels();
  const { actions, entityTypes, actors } = init ?? EMPTY_INIT;
  return [
    <SelectInput
      key="actor"
      source="actor"
      choices={actors.map((a) => ({ id: a.email, name: labels.actor(a.email) }))}
      alwaysOn
      sx={WIDE}
    />,
    <SelectInput
      key="action"
      source="action"
      choices={actions
        .map((code) => ({ id: code, name: labels.action(code) }))
        .sort((a, b) => a.name.localeCompare(b.name))}
      alwaysOn
      sx={WIDE}
    />,
    <SelectInput
      key="result"
      source="result"
      choices={(['SUCCESS', 'FAILURE'] as const).map((id) => ({
        id,
        name: translate(`resources.auditlog.results.${id}`),
      }))}
      alwaysOn
    />,
    <SelectInput
      key="entityType"
      source="entityType"
      choices={entityTypes.map((type) => ({ id: type, name: labels.entityType(type) }))}
      sx={WIDE}
    />,
    <TextInput key="entityId" source="entityId" resettable />,
    ...dateRangeFilterInputs({ start: 'startDate', end: 'endDate', alwaysOn: true }),
  ];
};
