import { Alert, Stack } from '@mui/material';
import {
  AutocompleteArrayInput,
  Create,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { SimpleForm } from '../../kit';
import { DateTextInput, required, todayDateInput } from '../../components';
import { useCountryName } from './ReportCriteriaField';
import {
  REPORT_COUNTRIES,
  VERIFICATION_STATUSES,
  validateReportDate,
  validateReportName,
} from './schema';
import { useReportAccess } from './useReportAccess';

const DAY_MS = 24 * 60 * 60 * 1000;

const CreateToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.reports.create.submit" />
  </Toolbar>
);

/** Empty values are left out, so the platform applies "all" rather than an empty filter. */
const transform = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) =>
        value !== '' &&
        value !== null &&
        value !== undefined &&
        !(Array.isArray(value) && !value.length),
    ),
  );

/**
 * The criteria query for a new report (POST data-report/criteria): type (only those the user may create),
 * period in UTC days, and optionally verification statuses and countries.
 */
export const ReportCreate = () => {
  const translate = useTranslate();
  const country = useCountryName();
  const { typesFor } = useReportAccess();
  const creatable = typesFor('create');
  const notify = useNotify();
  const redirect = useRedirect();
  const today = todayDateInput();
  const monthAgo = todayDateInput(new Date(Date.now() - 30 * DAY_MS));
  return (
    <Create
      transform={transform}
      title="resources.reports.create.title"
      mutationOptions={{
        onSuccess: () => {
          notify('resources.reports.create.created', { type: 'success' });
          redirect('list', 'reports');
        },
      }}
    >
      <SimpleForm
        toolbar={<CreateToolbar />}
        defaultValues={{
          reportType: creatable[0],
          startDate: monthAgo,
          endDate: today,
          statuses: [],
          countries: [],
        }}
        sx={{ maxWidth: 720 }}
      >
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.reports.create.intro')}
        </Alert>
        <SelectInput
          source="reportType"
          choices={creatable.map((type) => ({
            id: type,
            name: `resources.reports.choices.reportType.${type}`,
          }))}
          validate={required()}
        />
        <TextInput
          source="name"
          validate={validateReportName}
          helperText="resources.reports.create.nameHelp"
          fullWidth
        />
        <Stack direction="row" spacing={2}>
          <DateTextInput source="startDate" validate={validateReportDate} />
          <DateTextInput source="endDate" validate={validateReportDate} />
        </Stack>
        <SelectArrayInput
          source="statuses"
          choices={VERIFICATION_STATUSES.map((status) => ({
            id: status,
            name: `resources.reports.verificationStatuses.${status}`,
          }))}
          helperText="resources.reports.create.statusesHelp"
          fullWidth
        />
        <AutocompleteArrayInput
          source="countries"
          choices={REPORT_COUNTRIES.map((code) => ({
            id: code,
            name: `${country(code)} (${code})`,
          })).sort((a, b) => a.name.localeCompare(b.name))}
          helperText="resources.reports.create.countriesHelp"
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
};
