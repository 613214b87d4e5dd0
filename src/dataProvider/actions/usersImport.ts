import { USERS_IMPORT_MAX_ROWS_PER_REQUEST } from '../../contract/constants';
import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  bulkAddAnswerSchema,
  dryRunAnswerSchema,
  type BulkAddAnswer,
  type DryRunAnswer,
  type ImportRow,
} from '../../contract/schemas/usersImport';

/**
 * Typed custom methods of the users CSV import. Rows go out as JSON in chunks of
 * USERS_IMPORT_MAX_ROWS_PER_REQUEST (the platform's body limit is 1 MB), one chunk after the other, and the
 * per-row answers are concatenated in order. `onProgress` reports the rows answered so far; `signal` stops
 * between (and during) chunks.
 */
export interface ImportCallOptions {
  onProgress?: (doneRows: number, totalRows: number) => void;
  signal?: AbortSignal;
}

export const chunkRows = <T>(
  rows: readonly T[],
  size = USERS_IMPORT_MAX_ROWS_PER_REQUEST,
): T[][] => {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    chunks.push(rows.slice(start, start + size));
  return chunks;
};

export const createUsersImportActions = (httpClient: HttpClient) => {
  const inChunks = async <R>(
    rows: readonly ImportRow[],
    options: ImportCallOptions,
    send: (chunk: ImportRow[]) => Promise<R[]>,
  ): Promise<R[]> => {
    const results: R[] = [];
    let done = 0;
    for (const chunk of chunkRows(rows)) {
      options.signal?.throwIfAborted();
      results.push(...(await send(chunk)));
      done += chunk.length;
      options.onProgress?.(done, rows.length);
    }
    return results;
  };

  return {
    /** Dry run: validates every row on the platform (duplicates against existing users included). */
    usersCsvParse: async (
      rows: readonly ImportRow[],
      options: ImportCallOptions = {},
    ): Promise<DryRunAnswer> => ({
      results: await inChunks(rows, options, async (chunk) => {
        const response = await httpClient.call('usersCsvParse', {
          body: { rows: chunk },
          signal: options.signal,
        });
        return parseResponse(dryRunAnswerSchema, response.body, 'usersCsvParse').results;
      }),
    }),
    /** Commit: the platform re-validates and creates the valid rows; one result per row sent. */
    usersBulkAdd: async (
      rows: readonly ImportRow[],
      options: ImportCallOptions = {},
    ): Promise<BulkAddAnswer> => {
      const results = await inChunks(rows, options, async (chunk) => {
        const response = await httpClient.call('usersBulkAdd', {
          body: { rows: chunk },
          signal: options.signal,
        });
        return parseResponse(bulkAddAnswerSchema, response.body, 'usersBulkAdd').results;
      });
      const createdCount = results.filter((result) => result.created).length;
      return { results, createdCount, rejectedCount: results.length - createdCount };
    },
  };
};
export type UsersImportActions = ReturnType<typeof createUsersImportActions>;
