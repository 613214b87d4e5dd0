import { Link as MuiLink } from '@mui/material';
import { Link, useCreatePath, type RaRecord } from 'react-admin';

/**
 * A field override's Value that links to another record by a stored id and names it by a stored text, so a list
 * row needs no request of its own to show the name.
 */
export const storedLink =
  (resource: string, idField: string, { monospace = false } = {}) =>
  ({ record, source }: { record: RaRecord; source: string }) => {
    const createPath = useCreatePath();
    const id: unknown = record[idField];
    const text: unknown = record[source];
    if (typeof id !== 'string' || typeof text !== 'string') return null;
    return (
      <MuiLink
        component={Link}
        to={createPath({ resource, id, type: 'show' })}
        onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()}
        sx={monospace ? { fontFamily: 'monospace', fontSize: '0.85em' } : undefined}
      >
        {text}
      </MuiLink>
    );
  };
