import { useId, useState, useSyncExternalStore } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { RESULT_DECISIONS } from '../../../contract/schemas/verifications';

export type ResultDecision = (typeof RESULT_DECISIONS)[number];

/**
 * The decision lives outside the guard form: a small store the field writes to and the guarded action reads
 * from (and which tells the field to show its error when a confirm finds it empty). Why the decision is made
 * is the guard dialog's own reason, asked once: the platform stores it with the decision and in the audit log.
 */
export const createDecisionStore = (initial: ResultDecision | '') => {
  let decision = initial;
  let showErrors = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => decision,
    set: (next: ResultDecision) => {
      decision = next;
      emit();
    },
    showErrors: () => showErrors,
    /** The guard dialog's entity check: false (and the field marked) while no decision is chosen. */
    validate: (): boolean => {
      if (decision !== '') return true;
      showErrors = true;
      emit();
      return false;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
export type DecisionStore = ReturnType<typeof createDecisionStore>;

/** Decision (approve / reject), required. */
export const DecisionField = ({ store }: { store: DecisionStore }) => {
  const translate = useTranslate();
  const labelId = useId();
  const messageId = useId();
  const [decision, setDecision] = useState(store.get());
  const showErrors = useSyncExternalStore(store.subscribe, store.showErrors);
  const invalid = showErrors && decision === '';
  return (
    <FormControl error={invalid} required>
      <FormLabel id={labelId}>{translate('resources.verifications.actions.decision')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-required
        aria-invalid={invalid}
        aria-describedby={invalid ? messageId : undefined}
        value={decision}
        onChange={(event) => {
          const next = event.target.value as ResultDecision;
          setDecision(next);
          store.set(next);
        }}
      >
        {RESULT_DECISIONS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size="small" />}
            label={translate(`resources.verifications.status.${value}`)}
          />
        ))}
      </RadioGroup>
      {invalid && (
        <FormHelperText id={messageId}>{translate('app.validation.required')}</FormHelperText>
      )}
    </FormControl>
  );
};
