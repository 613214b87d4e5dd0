import { useRef, useState, type ChangeEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  TextInput,
  required,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isCsvFile, isTextFile, ModalDialog, ScrollingTable } from '../../components';
import {
  DATASET_FILE_BODY_LIMIT_BYTES,
  DATASET_FILE_MAX_ROWS,
} from '../../contract/resources/datasets';
import type { DatasetFileCheck } from '../../contract/schemas/datasets';
import type { AppDataProvider } from '../../dataProvider';
import { entityFieldErrorsOf, failureMessageOf } from '../../guard';
import { Form } from '../../kit';
import { useNotifyDatasetMade } from './useNotifyDatasetMade';

const K = 'resources.datasets.fromFile';

type FileStep =
  | { kind: 'none'; error?: string }
  | { kind: 'checking'; fileName: string }
  | { kind: 'checked'; fileName: string; content: string; check: DatasetFileCheck };

/** The file's row errors: the line, what it held and why it cannot be used. */
const RowErrors = ({ check }: { check: DatasetFileCheck }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!check.errors.length) return null;
  return (
    <>
      <ScrollingTable>
        <Table size="small" aria-label={translate(`${K}.errorsTable`)}>
          <TableHead>
            <TableRow>
              <TableCell align="right">{translate(`${K}.line`)}</TableCell>
              <TableCell>{translate(`${K}.value`)}</TableCell>
              <TableCell>{translate(`${K}.problem`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {check.errors.map((row) => (
              <TableRow key={row.line}>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row.line}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {row.value || '—'}
                </TableCell>
                <TableCell>
                  {translate(`${K}.errors.${row.code}`, { line: row.firstLine ?? '' })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollingTable>
      {check.errorCount > check.errors.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${K}.moreErrors`, {
            smart_count: check.errorCount - check.errors.length,
            count: (check.errorCount - check.errors.length).toLocaleString(locale),
          })}
        </Typography>
      ) : null}
    </>
  );
};

const SubmitButton = ({ ready }: { ready: boolean }) => {
  const translate = useTranslate();
  const { formState } = useFormContext();
  return (
    <Button type="submit" variant="contained" disabled={formState.isSubmitting || !ready}>
      {translate('resources.datasets.create.submit')}
    </Button>
  );
};

/**
 * "New dataset from a file": a name, a description and a CSV of public ids. The platform checks the file as soon
 * as it is chosen and lists the rows it cannot use (no id, a repeated id, an id the tenant does not have); with
 * such rows the user decides to leave them out or to fix the file. The file is kept as uploaded (the dataset's
 * "input file"). A failed save keeps everything typed and the file chosen; a taken name shows under the name.
 */
export const NewDatasetFromFileDialog = ({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyMade = useNotifyDatasetMade();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [step, setStep] = useState<FileStep>({ kind: 'none' });
  const [skipInvalid, setSkipInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const number = (n: number) => n.toLocaleString(locale);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a fix on disk is read again.
    event.target.value = '';
    if (!file) return;
    if (!isCsvFile(file) && !isTextFile(file))
      return setStep({ kind: 'none', error: translate(`${K}.notCsv`) });
    if (file.size > DATASET_FILE_BODY_LIMIT_BYTES)
      return setStep({
        kind: 'none',
        error: translate(`${K}.tooLarge`, { max: number(DATASET_FILE_MAX_ROWS) }),
      });
    setStep({ kind: 'checking', fileName: file.name });
    setSkipInvalid(false);
    try {
      const content = await file.text();
      const check = await dataProvider.checkDatasetFile({ name: '', fileName: file.name, content });
      setStep({ kind: 'checked', fileName: file.name, content, check });
    } catch (error) {
      const fields = entityFieldErrorsOf(error);
      setStep({
        kind: 'none',
        error:
          fields.find((field) => field.field === 'file')?.message ??
          translate(failureMessageOf(error)),
      });
    }
  };

  const save = async (values: Record<string, unknown>) => {
    if (step.kind !== 'checked') return undefined;
    try {
      const made = await dataProvider.createDatasetFromFile({
        name: String(values.name ?? ''),
        description: (values.description as string | undefined) || null,
        fileName: step.fileName,
        content: step.content,
        skipInvalidRows: skipInvalid,
      });
      notifyMade(made);
      onClose();
      redirect('show', 'datasets', made.id);
      return undefined;
    } catch (error) {
      const fields = entityFieldErrorsOf(error);
      if (fields.some((field) => field.field === 'name'))
        return { name: 'resources.datasets.create.nameTaken' };
      const fileError = fields.find((field) => field.field === 'file');
      notify(fileError?.message ?? failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };

  const check = step.kind === 'checked' ? step.check : null;
  const ready = Boolean(check && check.valid > 0 && (check.errorCount === 0 || skipInvalid));

  return (
    <ModalDialog open={open} title={`${K}.title`} onClose={onClose} maxWidth="md">
      <Form onSubmit={save} noValidate>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}.hint`, { max: number(DATASET_FILE_MAX_ROWS) })}
          </Typography>
          <TextInput source="name" label="resources.datasets.create.name" validate={required()} />
          <TextInput
            source="description"
            label="resources.datasets.create.description"
            multiline
            minRows={2}
          />
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
              {translate(step.kind === 'checked' ? `${K}.chooseAnother` : `${K}.choose`)}
              <input
                ref={inputRef}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                hidden
                aria-label={translate(`${K}.choose`)}
                onChange={(event) => void onFile(event)}
              />
            </Button>
            {step.kind !== 'none' ? (
              <Typography
                variant="body2"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {step.fileName}
              </Typography>
            ) : null}
          </Stack>
          {step.kind === 'none' && step.error ? <Alert severity="error">{step.error}</Alert> : null}
          {step.kind === 'checking' ? (
            <Box>
              <Typography variant="body2" id="dataset-file-checking">
                {translate(`${K}.checking`)}
              </Typography>
              <LinearProgress aria-labelledby="dataset-file-checking" />
            </Box>
          ) : null}
          {check ? (
            <>
              <Alert severity={check.errorCount ? (check.valid ? 'warning' : 'error') : 'success'}>
                {translate(`${K}.summary`, {
                  smart_count: check.rows,
                  rows: number(check.rows),
                  valid: number(check.valid),
                  errors: number(check.errorCount),
                })}
              </Alert>
              <RowErrors check={check} />
              {check.errorCount > 0 && check.valid > 0 ? (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={skipInvalid}
                      onChange={(event) => setSkipInvalid(event.target.checked)}
                    />
                  }
                  label={translate(`${K}.skipInvalid`, {
                    smart_count: check.valid,
                    valid: number(check.valid),
                  })}
                />
              ) : null}
            </>
          ) : null}
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SubmitButton ready={ready} />
          </Stack>
        </Stack>
      </Form>
    </ModalDialog>
  );
};
