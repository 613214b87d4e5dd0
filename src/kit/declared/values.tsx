import { Box, Chip, Link, Typography } from '@mui/material';
import {
  ReferenceField,
  TextField,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { CountryLabel, formatNumber } from '../../components';
import type { AnyResourceDeclaration } from '../../contract/declare';
import { EMPTY_VALUE_PLACEHOLDER } from '../../contract/constants';
import type { FieldDescription } from '../../contract/fields';
import { formatDateTime } from '../../contract/rules/dates';
import { useFieldOverrides, type FieldOverrides } from './DeclarationContext';
import { keysOf } from './describe';

export interface ValueProps {
  declaration: AnyResourceDeclaration;
  source: string;
  description: FieldDescription;
  record: RaRecord;
  /** In a list cell long text is cut to one line (the full text is on the show page and in the tooltip). */
  dense?: boolean;
}

const Empty = () => (
  <Typography component="span" variant="body2" color="text.secondary">
    {EMPTY_VALUE_PLACEHOLDER}
  </Typography>
);

/** How one declared value reads, by the kind of its field; the same in list cells and on the show page. */
export const DeclaredValue = ({ declaration, source, description, record, dense }: ValueProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const overrides = useFieldOverrides();
  const Override = overrides[source]?.Value;
  if (Override) return <Override record={record} source={source} />;
  const value: unknown = record[source];
  if (value === undefined || value === null || value === '') return <Empty />;
  const keys = keysOf(declaration, overrides);
  const choice = (item: string) => translate(keys.choice(source, item), { _: item });
  switch (description.kind) {
    case 'enum':
      return (
        <Typography component="span" variant="body2">
          {choice(String(value))}
        </Typography>
      );
    case 'enumList': {
      const items = Array.isArray(value) ? value.map(String) : [];
      if (!items.length) return <Empty />;
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {items.map((item) => (
            <Chip key={item} size="small" label={choice(item)} />
          ))}
        </Box>
      );
    }
    case 'country':
      return <CountryLabel country={{ alpha2: String(value), label: String(value) }} />;
    case 'url':
      return (
        <Link
          href={String(value)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => event.stopPropagation()}
          sx={{ wordBreak: 'break-all' }}
        >
          {String(value)}
        </Link>
      );
    case 'dateTime':
      return (
        <Typography component="span" variant="body2">
          {formatDateTime(String(value))}
        </Typography>
      );
    case 'boolean':
      return (
        <Typography component="span" variant="body2">
          {translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}
        </Typography>
      );
    case 'reference':
      return description.reference ? (
        // react-admin gathers the references of every row into one getMany per target resource, so a list
        // column costs one round of calls, not one per row after the rows arrive.
        <ReferenceField source={source} reference={description.reference} link="show">
          {description.nameField ? <TextField source={description.nameField} /> : undefined}
        </ReferenceField>
      ) : (
        <Typography component="span" variant="body2">
          {String(value)}
        </Typography>
      );
    case 'number':
      return (
        <Typography component="span" variant="body2">
          {typeof value === 'number' ? formatNumber(value, locale) : String(value)}
        </Typography>
      );
    default:
      return (
        <Typography
          component="span"
          variant="body2"
          title={dense ? String(value) : undefined}
          sx={
            dense
              ? {
                  display: 'block',
                  maxWidth: 320,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }
              : { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }
          }
        >
          {String(value)}
        </Typography>
      );
  }
};

/** The CSV text of one declared value: the same words the screen shows (choices translated, lists joined). */
export const csvValueOf = (
  declaration: AnyResourceDeclaration,
  source: string,
  description: FieldDescription,
  translate: (key: string, options?: Record<string, unknown>) => string,
  countryNameOf: (code: string) => string,
  overrides: FieldOverrides = {},
) => {
  const keys = keysOf(declaration, overrides);
  const custom = overrides[source]?.csv;
  if (custom) return (record: RaRecord): unknown => custom(record, translate);
  return (record: RaRecord): unknown => {
    const value: unknown = record[source];
    if (value === undefined || value === null) return '';
    if (description.kind === 'enum')
      return translate(keys.choice(source, String(value)), { _: String(value) });
    if (description.kind === 'enumList' && Array.isArray(value))
      return value
        .map((item) => translate(keys.choice(source, String(item)), { _: String(item) }))
        .join('; ');
    if (description.kind === 'country') return countryNameOf(String(value));
    if (description.kind === 'dateTime') return formatDateTime(String(value));
    return value;
  };
};
