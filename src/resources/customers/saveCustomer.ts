import { failureMessageOf, formErrorsOf } from '../../guard';

/** A taken reference comes back as DUPLICATE_ENTITY on `customerReference`. */
const KEYS_BY_CODE = { DUPLICATE_ENTITY: 'resources.customers.errors.duplicateReference' };

export interface SaveOutcome {
  /** Field errors for the form (the form keeps every value the user typed). */
  fieldErrors?: Record<string, string>;
  /** A failure without fields: shown as a notification. */
  message?: string;
}

/** Maps a failed create/update to what the form shows. */
export const outcomeOfFailure = (error: unknown): SaveOutcome => {
  const fieldErrors = formErrorsOf(error, KEYS_BY_CODE);
  return fieldErrors ? { fieldErrors } : { message: failureMessageOf(error) };
};

export const customerChange = (values: Record<string, unknown>) => ({
  customerName: String(values.customerName ?? '').trim(),
  customerReference: String(values.customerReference ?? '').trim(),
  name: String(values.name ?? '').trim(),
});
