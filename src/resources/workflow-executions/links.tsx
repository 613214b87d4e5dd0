import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';

/** A link to another record's show page, stopping the row click of a list. */
export const RecordLink = ({ to, label }: { to: string; label: string }) => (
  <MuiLink component={Link} to={to} onClick={(event) => event.stopPropagation()}>
    {label}
  </MuiLink>
);

export const showPath = (resource: string, id: string) =>
  `/${resource}/${encodeURIComponent(id)}/show`;
