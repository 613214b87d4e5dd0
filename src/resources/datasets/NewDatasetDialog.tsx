import { useMemo, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  NumberInput,
  SelectArrayInput,
  TextInput,
  required,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { countryChoicesOf, formatNumber, ModalDialog } from '../../components';
import { COUNTRY_CODES } from '../../contract/rules/countries';
import {
  DOCUMENT_TYPES,
  MATCH_TYPES,
  VERIFICATION_STATUSES,
} from '../../contract/schemas/verifications';
import type { AppDataProvider } from '../../dataProvider';
import { entityFieldErrorsOf, failureMessageOf } from '../../guard';
import { Form } from '../../kit';
import { useNotifyDatasetMade } from './useNotifyDatasetMade';

const K = 'resources.datasets.create';
const FILTER_FIELDS = [
  'status',
  'country',
  'documentType',
  'matchType',
  'riskScoreMin',
  'riskScoreMax',
] as const;

/** The verifications filter the form holds: empty choices and numbers left out. */
const filterOf = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    FILTER_FIELDS.flatMap((field) => {
      const value = values[field];
      if (value === null || value === undefined || value === '') return [];
      if (Array.isArray(value) && !value.length) return [];
      return [[field, value]];
    }),
  );

const useChoices = (values: readonly string[], group: string) => {
  const translate = useTranslate();
  return values.map((id) => ({
    id,
    name: translate(`resources.verifications.${group}.${id}`, { _: id }),
  }));
};

/** The count of the filter as it stands; stale once the filter changes after it. */
const FilterCount = ({
  count,
  onCount,
}: {
  count: { key: string; value: number } | null;
  onCount: (key: string, value: number) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const values = useWatch() as Record<string, unknown>;
  const filter = filterOf(values);
  const key = JSON.stringify(filter);
  const [counting, setCounting] = useState(false);
  const run = async () => {
    setCounting(true);
    try {
      onCount(key, await dataProvider.countDatasetFilter(filter));
    } catch (error) {
      notify(failureMessageOf(error), { type: 'error' });
    } finally {
      setCounting(false);
    }
  };
  const current = count?.key === key ? count.value : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      <Button
        variant="outlined"
        onClick={() => void run()}
        disabled={counting}
        startIcon={counting ? <CircularProgress size={16} /> : undefined}
      >
        {translate(`${K}.count`)}
      </Button>
      <Typography role="status" variant="body2" sx={{ fontWeight: 500 }}>
        {current === null
          ? translate(`${K}.countFirst`)
          : current === 0
            ? translate(`${K}.none`)
            : translate(`${K}.matches`, {
                smart_count: current,
                count: formatNumber(current, locale),
              })}
      </Typography>
    </Stack>
  );
};

const SubmitButton = ({ ready }: { ready: (key: string) => boolean }) => {
  const translate = useTranslate();
  const { formState } = useFormContext();
  const values = useWatch() as Record<string, unknown>;
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={formState.isSubmitting || !ready(JSON.stringify(filterOf(values)))}
    >
      {translate(`${K}.submit`)}
    </Button>
  );
};

/**
 * "New dataset from a filter": a name, a description and a filter of the verifications list; the count of the
 * filter is shown and must be asked for the filter as it stands before the dataset is made (the spec's
 * "indirect" creation). A failed save keeps everything typed; a taken name shows under the name.
 */
export const NewDatasetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyMade = useNotifyDatasetMade();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const countries = useMemo(() => countryChoicesOf(COUNTRY_CODES, locale), [locale]);
  const statuses = useChoices(VERIFICATION_STATUSES, 'status');
  const documentTypes = useChoices(DOCUMENT_TYPES, 'documentType');
  const matchTypes = useChoices(MATCH_TYPES, 'matchType');
  const [count, setCount] = useState<{ key: string; value: number } | null>(null);
  const save = async (values: Record<string, unknown>) => {
    try {
      const made = await dataProvider.createDatasetFromFilter({
        name: String(values.name ?? ''),
        description: (values.description as string | undefined) || null,
        filter: filterOf(values),
      });
      notifyMade(made);
      onClose();
      redirect('show', 'datasets', made.id);
      return undefined;
    } catch (error) {
      const fields = entityFieldErrorsOf(error);
      if (fields.some((field) => field.field === 'name')) return { name: `${K}.nameTaken` };
      notify(failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };
  return (
    <ModalDialog open={open} title={`${K}.title`} onClose={onClose} maxWidth="md">
      <Form onSubmit={save} noValidate>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}.hint`)}
          </Typography>
          <TextInput source="name" label={`${K}.name`} validate={required()} />
          <TextInput source="description" label={`${K}.description`} multiline minRows={2} />
          <Typography variant="subtitle2" component="h3">
            {translate(`${K}.filters`)}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <SelectArrayInput
              source="status"
              label="resources.verifications.fields.status"
              choices={statuses}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <AutocompleteArrayInput
              source="country"
              label="resources.verifications.fields.country"
              choices={countries}
              sx={{ flex: 1, minWidth: 0 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <SelectArrayInput
              source="documentType"
              label="resources.verifications.fields.documentType"
              choices={documentTypes}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <SelectArrayInput
              source="matchType"
              label="resources.verifications.fields.matchType"
              choices={matchTypes}
              sx={{ flex: 1, minWidth: 0 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <NumberInput
              source="riskScoreMin"
              label="resources.verifications.fields.riskScoreMin"
              min={0}
              max={100}
              sx={{ flex: 1 }}
            />
            <NumberInput
              source="riskScoreMax"
              label="resources.verifications.fields.riskScoreMax"
              min={0}
              max={100}
              sx={{ flex: 1 }}
            />
          </Stack>
          <FilterCount count={count} onCount={(key, value) => setCount({ key, value })} />
          {count && count.value === 0 ? (
            <Alert severity="info">{translate(`${K}.none`)}</Alert>
          ) : null}
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SubmitButton ready={(key) => count?.key === key && count.value > 0} />
          </Stack>
        </Stack>
      </Form>
    </ModalDialog>
  );
};
