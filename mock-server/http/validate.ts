import type { z } from 'zod';
import { validationError, type ErrorDetail } from './errors';

/** zod issues as error-descriptor details (`field` is the dotted path). */
export const issuesToDetails = (issues: readonly z.core.$ZodIssue[]): ErrorDetail[] =>
  issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : undefined,
    code: issue.code === 'invalid_type' && issue.input === undefined ? 'REQUIRED' : 'INVALID',
    message: issue.message,
  }));

/** Parses input (a body or query) or throws 400 VALIDATION_ERROR_CODE with field details. */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(issuesToDetails(result.error.issues));
  return result.data;
};
