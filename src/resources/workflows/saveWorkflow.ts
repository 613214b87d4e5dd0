import { describeError } from '../../dataProvider/errors';
import { failureMessageOf, formErrorsOf } from '../../guard';
import type { LineIssue } from './DefinitionEditor';

/** The definition problems a failed save carries (400 with `details[{field:'definition', line}]`). */
export const definitionIssuesOf = (error: unknown): LineIssue[] =>
  describeError(error)
    .details.filter((d) => d.field === 'definition')
    .map((d) => ({ line: d.line ?? 1, code: d.code, message: d.message }));

export interface WorkflowSaveFailure {
  /** Form field errors (the form keeps every typed value). */
  fieldErrors?: Record<string, string>;
  /** Problems to mark in the definition editor. */
  definitionIssues: LineIssue[];
  /** A failure without fields, for a notification. */
  message?: string;
}

export const failureOfWorkflowSave = (error: unknown): WorkflowSaveFailure => {
  const definitionIssues = definitionIssuesOf(error);
  const fields = formErrorsOf(error);
  if (fields) {
    const { version: _version, ...others } = fields;
    const fieldErrors = {
      ...others,
      ...(definitionIssues.length ? { definition: 'resources.workflows.definition.invalid' } : {}),
    };
    // A version conflict is not a field of the form: it is told in a notification.
    const message = _version ? failureMessageOf(error) : undefined;
    return { fieldErrors, definitionIssues, ...(message ? { message } : {}) };
  }
  return { definitionIssues, message: failureMessageOf(error) };
};

/** The editable fields, trimmed (the definition is sent exactly as typed). */
export const workflowChange = (values: Record<string, unknown>) => ({
  name: String(values.name ?? '').trim(),
  description: String(values.description ?? '').trim(),
  status: String(values.status ?? 'DRAFT'),
  definition: String(values.definition ?? ''),
});
