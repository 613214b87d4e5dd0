import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import {
  Form as RaForm,
  SimpleForm as RaSimpleForm,
  type FormProps as RaFormProps,
  type SimpleFormProps as RaSimpleFormProps,
} from 'react-admin';
import { useEditsAtStake, usePendingChangesPrompt } from '../session';

/**
 * Counts the enclosing form in the pending-changes registry while a field differs from what it was loaded
 * with. A form that is being submitted is released: a save redirects before the form unmounts, and that
 * redirect must not ask; a failed save ends the submission, and the form counts again. Its edits stay at stake
 * throughout, saving included: a session that ends during the save keeps them (src/session/reSignIn).
 */
export const FormPendingChanges = () => {
  const { dirtyFields, isSubmitting } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  usePendingChangesPrompt(dirty && !isSubmitting);
  useEditsAtStake(dirty);
  return null;
};

/**
 * react-admin's own warning (`warnWhenUnsavedChanges`) is replaced by the portal's prompt, which every kit form
 * carries; `guardPendingChanges={false}` is for forms that only request something and change nothing.
 */
interface PendingChangesProps {
  guardPendingChanges?: boolean;
}

export type SimpleFormProps = Omit<RaSimpleFormProps, 'warnWhenUnsavedChanges'> &
  PendingChangesProps;
export type FormProps = Omit<RaFormProps, 'warnWhenUnsavedChanges'> &
  PendingChangesProps & { children?: ReactNode };

/** react-admin's SimpleForm, guarded by the spec's pending-changes prompt. */
export const SimpleForm = ({ guardPendingChanges = true, children, ...props }: SimpleFormProps) => (
  <RaSimpleForm {...props}>
    {guardPendingChanges ? <FormPendingChanges /> : null}
    {children}
  </RaSimpleForm>
);

/** react-admin's Form, guarded by the spec's pending-changes prompt. */
export const Form = ({ guardPendingChanges = true, children, ...props }: FormProps) => (
  <RaForm {...props}>
    {guardPendingChanges ? <FormPendingChanges /> : null}
    {children}
  </RaForm>
);
