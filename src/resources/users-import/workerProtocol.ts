import type { ParseOutcome, ParseProgress } from './parseCsv';
import type { RoleAliases } from './roleAliases';

/** Messages between the page and the parse worker. */
export interface WorkerRequest {
  file: File;
  roleAliases: RoleAliases;
}

export type WorkerResponse =
  | { type: 'progress'; progress: ParseProgress }
  | { type: 'done'; outcome: ParseOutcome }
  | { type: 'error' };
