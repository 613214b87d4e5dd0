import { safeParse, type core, type infer as Infer } from 'zod/mini';

/** Thrown when a response does not match its schema: visible to the user, never swallowed. */
export class ResponseShapeError extends Error {
  constructor(
    readonly endpoint: string,
    readonly issues: core.$ZodIssue[],
  ) {
    // The message is an i18n key so react-admin's notification shows a readable text.
    super('app.shell.errors.invalidResponse');
    this.name = 'ResponseShapeError';
  }
}

/** Any zod schema, full API or zod/mini: both build on zod's core and parse alike. */
export const parseResponse = <S extends core.$ZodType>(
  schema: S,
  body: unknown,
  endpoint: string,
): Infer<S> => {
  const parsed = safeParse(schema, body);
  if (parsed.success) return parsed.data;
  console.error(`Response of ${endpoint} does not match its schema`, parsed.error.issues);
  throw new ResponseShapeError(endpoint, parsed.error.issues);
};
