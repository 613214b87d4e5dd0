import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotify, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Form } from '../kit';
import {
  entityFieldErrorsOf,
  failureMessageOf,
  isGuardCancelledError,
  useGuardedAction,
} from '../guard';
import type { RiskModel } from '../contract/rules/riskModel';
import type { RiskWhatIf } from '../contract/schemas/riskManagement';
import type { AppDataProvider } from '../dataProvider';
import { BandsEditor } from './BandsEditor';
import { RuleEditor } from './RuleEditor';
import { WhatIfPanel } from './WhatIfPanel';
import { modelOf, newRule, serverErrorsOf, validateModel } from './modelForm';

const K = 'app.riskManagement';

interface Preview {
  key: string;
  result: RiskWhatIf;
}

const Section = ({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: hint ? 0.5 : 2 }}>
          {translate(title)}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(hint)}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
};

const RulesEditor = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'rules' });
  const { getValues } = useFormContext<RiskModel>();
  return (
    <Stack spacing={2}>
      {fields.length ? (
        <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }}>
          {fields.map((field, index) => (
            <RuleEditor
              key={field.id}
              index={index}
              readOnly={readOnly}
              onRemove={() => remove(index)}
            />
          ))}
        </Stack>
      ) : (
        <Alert severity="info">{translate(`${K}.rules.empty`)}</Alert>
      )}
      {readOnly ? null : (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => append(newRule(getValues('rules') ?? []))}>
            {translate(`${K}.rules.add`)}
          </Button>
        </Box>
      )}
    </Stack>
  );
};

/** The what-if, the save and the discard: below the editor, with the preview's result. */
const ModelActions = ({
  preview,
  running,
  onPreview,
  nextVersion,
}: {
  preview: Preview | null;
  running: boolean;
  onPreview: (model: RiskModel) => void;
  nextVersion: number;
}) => {
  const translate = useTranslate();
  const { trigger, getValues, reset } = useFormContext<RiskModel>();
  const { isDirty, isSubmitting } = useFormState();
  const values = useWatch() as RiskModel;
  const stale = preview !== null && preview.key !== JSON.stringify(modelOf(values));
  const runPreview = async () => {
    if (await trigger()) onPreview(modelOf(getValues()));
  };
  return (
    <Section id="risk-what-if" title={`${K}.whatIf.title`} hint={`${K}.whatIf.hint`}>
      <Stack spacing={2}>
        {preview ? <WhatIfPanel result={preview.result} stale={stale} /> : null}
        {
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              onClick={runPreview}
              disabled={running || isSubmitting}
              startIcon={running ? <CircularProgress size={16} /> : undefined}
            >
              {translate(running ? `${K}.whatIf.running` : `${K}.whatIf.run`)}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!isDirty || isSubmitting || running}
            >
              {translate(`${K}.save.button`, { version: nextVersion })}
            </Button>
            <Button onClick={() => reset()} disabled={!isDirty || isSubmitting}>
              {translate(`${K}.save.discard`)}
            </Button>
          </Stack>
        }
      </Stack>
    </Section>
  );
};

/**
 * The editor of the tenant's risk model: bands, rules, the what-if over the last 30 days, and the guarded save
 * as the next version. The save replays the model first when the last preview is not of these values, so the
 * confirmation always says how many verifications would change band.
 */
export const RiskModelForm = ({
  model: startingModel,
  version,
  readOnly,
  dataProvider,
  onSaved,
}: {
  /** The model the edit starts from: the active version's, or the platform's default before the first save. */
  model: RiskModel;
  /** The active version (0 before the first save): a save creates the one after it. */
  version: number;
  readOnly: boolean;
  dataProvider: AppDataProvider;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { runGuarded, guardDialog } = useGuardedAction();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [running, setRunning] = useState(false);
  const nextVersion = version + 1;

  const replay = async (model: RiskModel): Promise<Preview | null> => {
    setRunning(true);
    try {
      const result = { key: JSON.stringify(model), result: await dataProvider.riskWhatIf(model) };
      setPreview(result);
      return result;
    } catch (error) {
      notify(failureMessageOf(error), { type: 'error' });
      return null;
    } finally {
      setRunning(false);
    }
  };

  const save = async (values: Record<string, unknown>) => {
    const model = modelOf(values as unknown as RiskModel);
    const key = JSON.stringify(model);
    const impact = preview?.key === key ? preview : await replay(model);
    const impactText = impact
      ? impact.result.changedCount
        ? translate(`${K}.whatIf.summary`, {
            changed: impact.result.changedCount,
            total: impact.result.total,
          })
        : translate(`${K}.whatIf.none`, { total: impact.result.total })
      : '';
    try {
      const saved = await runGuarded({
        title: translate(`${K}.save.guardTitle`, { version: nextVersion }),
        description: translate(`${K}.save.guardDescription`, { impact: impactText }),
        action: (guard) => dataProvider.saveRiskModel(model, version, guard),
      });
      notify(translate(`${K}.save.saved`, { version: saved.version }), { type: 'success' });
      onSaved();
      return undefined;
    } catch (error) {
      if (isGuardCancelledError(error)) return undefined;
      const fields = entityFieldErrorsOf(error);
      if (fields.length) return serverErrorsOf(fields);
      notify(failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };

  return (
    <Form
      // A new active version (a save, a restore, another user's save on refresh) starts a fresh form.
      key={version}
      record={{ id: 'risk-model', ...startingModel }}
      onSubmit={save}
      validate={validateModel as never}
      noValidate
    >
      <Stack spacing={3}>
        <Section id="risk-bands" title={`${K}.bands.title`} hint={`${K}.bands.hint`}>
          <BandsEditor readOnly={readOnly} />
        </Section>
        <Section id="risk-rules" title={`${K}.rules.title`} hint={`${K}.rules.hint`}>
          <RulesEditor readOnly={readOnly} />
        </Section>
        {readOnly ? null : (
          <ModelActions
            preview={preview}
            running={running}
            onPreview={(model) => void replay(model)}
            nextVersion={nextVersion}
          />
        )}
      </Stack>
      {guardDialog}
    </Form>
  );
};
