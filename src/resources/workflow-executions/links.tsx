import { Link as MuiLink } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { EMPTY_VALUE_PLACEHOLDER } from '../../contract/constants';

/** A link to another record's show page, stopping the row click of a list. */
export const RecordLink = ({ to, label }: { to: string; label: string }) => (
  <MuiLink component={Link} to={to} onClick={(event) => event.stopPropagation()}>
    {label}
  </MuiLink>
);

export const showPath = (resource: string, id: string) =>
  `/${resource}/${encodeURIComponent(id)}/show`;

/** A record's text value, or null when it is missing or empty. */
export const textOf = (record: RaRecord, source: string): string | null => {
  const value: unknown = record[source];
  return typeof value === 'string' && value ? value : null;
};

/** A link to the record a field points to, labelled with `label` (the id itself by default), or a dash. */
export const linkTo =
  (resource: string, idSource: string, labelSource?: string) =>
  ({ record }: { record: RaRecord }) => {
    const id = textOf(record, idSource);
    if (!id) return <>{EMPTY_VALUE_PLACEHOLDER}</>;
    return (
      <RecordLink
        to={showPath(resource, id)}
        label={textOf(record, labelSource ?? idSource) ?? id}
      />
    );
  };
