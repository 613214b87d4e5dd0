import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from '../contract/rules/dates';

export interface DateTimeFieldProps extends FieldProps {
  /** false shows only 'YYYY-MM-DD'. */
  showTime?: boolean;
}

/** A react-admin field showing a UTC timestamp as 'YYYY-MM-DD HH:mm:ss' (or the empty placeholder). */
export const DateTimeField = ({ showTime = true, ...props }: DateTimeFieldProps) => {
  const value: unknown = useFieldValue(props);
  const date =
    typeof value === 'string' || typeof value === 'number' || value instanceof Date ? value : null;
  return (
    <Typography component="span" variant="body2" className={props.className}>
      {showTime ? formatDateTime(date) : formatDate(date)}
    </Typography>
  );
};
