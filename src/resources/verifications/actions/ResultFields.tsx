import { useState, useSyncExternalStore } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { GUARD_REASON_MAX_LENGTH } from '../../../contract/constants';
import { RESULT_DECISIONS } from '../../../contract/schemas/verifications';

export type ResultDecision = (typeof RESULT_DECISIONS)[number];
export interface ResultValues {
  decision: ResultDecision | '';
  note: string;
}

/**
 * The entity part of the result dialog lives outside the guard form: a small store the fields write to and
 * the guarded action reads from (and which tells the fields to show their errors after a refused confirm).
 */
export const createResultStore = (initial: ResultValues) => {
  let values = initial;
  let showErrors = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => values,
    set: (next: ResultValues) => {
      values = next;
      emit();
    },
    showErrors: () => showErrors,
    revealErrors: () => {
      showErrors = true;
      emit();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
export type ResultStore = ReturnType<typeof createResultStore>;

export const resultErrorsOf = ({ decision, note }: ResultValues) => ({
  decision: decision === '',
  note: note.trim() === '' || Array.from(note).length > GUARD_REASON_MAX_LENGTH,
});
export const isResultValid = (values: ResultValues): boolean => {
  const errors = resultErrorsOf(values);
  return !errors.decision && !errors.note;
};

/** Decision (approve / reject) and a note stored with it. */
export const ResultFields = ({ store }: { store: ResultStore }) => {
  const translate = useTranslate();
  const [values, setValues] = useState(store.get());
  const showErrors = useSyncExternalStore(store.subscribe, store.showErrors);
  const errors = showErrors ? resultErrorsOf(values) : { decision: false, note: false };
  const update = (next: ResultValues) => {
    setValues(next);
    store.set(next);
  };
  return (
    <>
      <FormControl error={errors.decision} required>
        <FormLabel id="verification-decision-label">
          {translate('resources.verifications.actions.decision')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="verification-decision-label"
          value={values.decision}
          onChange={(event) =>
            update({ ...values, decision: event.target.value as ResultDecision })
          }
        >
          {RESULT_DECISIONS.map((decision) => (
            <FormControlLabel
              key={decision}
              value={decision}
              control={<Radio size="small" />}
              label={translate(`resources.verifications.status.${decision}`)}
            />
          ))}
        </RadioGroup>
        {errors.decision && <FormHelperText>{translate('app.validation.required')}</FormHelperText>}
      </FormControl>
      <TextField
        label={translate('resources.verifications.actions.decisionNote')}
        required
        multiline
        minRows={2}
        size="small"
        fullWidth
        margin="dense"
        value={values.note}
        error={errors.note}
        variant="outlined"
        onChange={(event) => update({ ...values, note: event.target.value })}
        helperText={translate('resources.verifications.actions.decisionNoteHelp', {
          max: GUARD_REASON_MAX_LENGTH,
        })}
      />
    </>
  );
};
