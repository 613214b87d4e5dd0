import { Chip } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

type ChipColor = 'success' | 'error' | 'info' | 'warning' | 'default';

/** Colour by meaning: done is green, failed red, in flight blue, draft amber, stopped/retired grey. */
const COLORS: Readonly<Record<string, ChipColor>> = {
  ACTIVE: 'success',
  COMPLETED: 'success',
  DRAFT: 'warning',
  RETIRED: 'default',
  RUNNING: 'info',
  PROCESSING: 'info',
  FAILED: 'error',
  CANCELLED: 'default',
};

/** A status as a small chip with colour AND text (the label is translated, never the raw code alone). */
export const StatusChipValue = ({ value }: { value: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={COLORS[value] === 'default' ? 'outlined' : 'filled'}
      color={COLORS[value] ?? 'default'}
      label={translate(`resources.workflows.statusLabels.${value}`, { _: value })}
    />
  );
};

/** The react-admin field form of StatusChipValue. */
export const StatusChip = (props: FieldProps) => {
  const value: unknown = useFieldValue(props);
  return typeof value === 'string' ? <StatusChipValue value={value} /> : null;
};
