import { validationError } from '../http/errors';
import { parseInput } from '../http/validate';
import { listQuerySchema, QueryError, runListQuery, type ListSpec, type Page } from './engine';

/** Parses a list body (400 on a malformed one). */
export const parseListQuery = (body: unknown) => parseInput(listQuerySchema, body ?? {});

/** Runs the engine and turns its QueryError into 400 VALIDATION_ERROR_CODE. */
export const answerListQuery = <T extends object>(
  records: readonly T[],
  body: unknown,
  spec: ListSpec,
): Page<T> => {
  try {
    return runListQuery(records, parseListQuery(body), spec);
  } catch (error) {
    if (error instanceof QueryError)
      throw validationError([{ field: error.field, code: 'INVALID', message: error.message }]);
    throw error;
  }
};
