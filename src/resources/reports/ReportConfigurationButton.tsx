import { useState } from 'react';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Alert, Button as MuiButton, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  CheckboxGroupInput,
  NumberInput,
  SaveButton,
  SelectInput,
  useCanAccess,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Form } from '../../kit';
import { formatDateTime, maxValue, minValue, ModalDialog, required } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { REPORT_TYPES, type ReportConfiguration, type ReportType } from './schema';

const QUERY_KEY = ['reports', 'configuration'];
const DELIMITER_CHOICES = [
  { id: ',', name: 'resources.reports.configuration.delimiters.comma' },
  { id: ';', name: 'resources.reports.configuration.delimiters.semicolon' },
  { id: 'TAB', name: 'resources.reports.configuration.delimiters.tab' },
];
const validateRetention = [required(), minValue(1), maxValue(3650)];

type FormValues = Pick<ReportConfiguration, 'delimiter' | 'retentionDays' | 'columns' | 'version'>;

const ConfigurationForm = ({
  configuration,
  editable,
  onSaved,
  onCancel,
}: {
  configuration: ReportConfiguration;
  editable: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      dataProvider.updateReportConfiguration({
        delimiter: values.delimiter,
        retentionDays: Number(values.retentionDays),
        columns: values.columns,
        version: configuration.version,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      notify('resources.reports.configuration.saved', { type: 'success' });
      onSaved();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const columnChoices = (type: ReportType) =>
    configuration.availableColumns[type].map((column) => ({
      id: column,
      name: translate(`resources.reports.columns.${column}`, { _: column }),
    }));
  const columnsRequired = (value: unknown) =>
    Array.isArray(value) && value.length
      ? undefined
      : 'resources.reports.configuration.columnsRequired';
  return (
    <Form
      defaultValues={{
        delimiter: configuration.delimiter,
        retentionDays: configuration.retentionDays,
        columns: configuration.columns,
        version: configuration.version,
      }}
      onSubmit={(values: Record<string, unknown>) => save.mutate(values as FormValues)}
    >
      <Stack spacing={1}>
        {!editable && (
          <Alert severity="info">{translate('resources.reports.configuration.readOnly')}</Alert>
        )}
        <Stack direction="row" spacing={2}>
          <SelectInput
            source="delimiter"
            label="resources.reports.configuration.delimiter"
            choices={DELIMITER_CHOICES}
            validate={required()}
            disabled={!editable}
            sx={{ minWidth: 200 }}
          />
          <NumberInput
            source="retentionDays"
            label="resources.reports.configuration.retentionDays"
            helperText="resources.reports.configuration.retentionHelp"
            validate={validateRetention}
            disabled={!editable}
            min={1}
            max={3650}
          />
        </Stack>
        {REPORT_TYPES.map((type) => (
          <CheckboxGroupInput
            key={type}
            source={`columns.${type}`}
            label={translate('resources.reports.configuration.columns', {
              type: translate(`resources.reports.choices.reportType.${type}`),
            })}
            choices={columnChoices(type)}
            validate={columnsRequired}
            disabled={!editable}
            row
          />
        ))}
        {configuration.updatedBy && configuration.updatedAt && (
          <Typography variant="caption" color="text.secondary">
            {translate('resources.reports.configuration.lastChange', {
              user: configuration.updatedBy,
              time: formatDateTime(configuration.updatedAt),
            })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
          <MuiButton onClick={onCancel}>{translate('ra.action.cancel')}</MuiButton>
          {editable && <SaveButton alwaysEnable={false} />}
        </Stack>
      </Stack>
    </Form>
  );
};

/**
 * Report configuration (GET/PUT reports/configuration): CSV separator, retention and the columns of each report
 * type. Everyone who sees reports may read it; changing it needs the data-retention permission.
 */
export const ReportConfigurationButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canView } = useCanAccess({ resource: 'reports', action: 'configuration' });
  const { canAccess: canEdit } = useCanAccess({
    resource: 'reports',
    action: 'editConfiguration',
  });
  const [open, setOpen] = useState(false);
  const { data, isPending, error } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.getReportConfiguration(),
    enabled: open,
  });
  if (!canView) return null;
  return (
    <>
      <Button
        label={translate('resources.reports.configuration.button')}
        onClick={() => setOpen(true)}
      >
        <SettingsOutlinedIcon />
      </Button>
      <ModalDialog
        open={open}
        title="resources.reports.configuration.title"
        onClose={() => setOpen(false)}
        maxWidth="md"
      >
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : isPending || !data ? (
          <CircularProgress size={24} />
        ) : (
          <ConfigurationForm
            configuration={data}
            editable={canEdit === true}
            onSaved={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        )}
      </ModalDialog>
    </>
  );
};
