import type { z } from 'zod';

/** Thrown when a response does not match its schema: visible to the user, never swallowed. */
export class ResponseShapeError extends Error {
  constructor(
    readonly endpoint: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    // The message is an i18n key so react-admin's notification shows a readable text.
    super('app.shell.errors.invalidResponse');
    this.name = 'ResponseShapeError';
  }
}

export const parseResponse = <S extends z.ZodType>(
  schema: S,
  body: unknown,
  endpoint: string,
): z.infer<S> => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`Response of ${endpoint} does not match its schema`, parsed.error.issues);
  throw new ResponseShapeError(endpoint, parsed.error.issues);
};
