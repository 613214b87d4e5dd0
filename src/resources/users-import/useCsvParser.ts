import { useCallback, useEffect, useRef } from 'react';
import type { ParseOutcome, ParseProgress } from './parseCsv';
import { buildRoleAliases } from './roleAliases';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

export class CsvReadError extends Error {
  constructor() {
    super('app.validation.readError');
    this.name = 'CsvReadError';
  }
}

/**
 * Runs the parse worker for one file at a time. `parse` resolves with the outcome (rejects with CsvReadError
 * when the file cannot be read); `cancel` stops a running parse. The worker ends with each parse.
 */
export const useCsvParser = () => {
  const workerRef = useRef<Worker | null>(null);

  const cancel = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const parse = useCallback(
    (file: File, onProgress: (progress: ParseProgress) => void): Promise<ParseOutcome> => {
      cancel();
      const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
      workerRef.current = worker;
      return new Promise<ParseOutcome>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
          const message = event.data;
          if (message.type === 'progress') onProgress(message.progress);
          else {
            cancel();
            if (message.type === 'done') resolve(message.outcome);
            else reject(new CsvReadError());
          }
        };
        worker.onerror = () => {
          cancel();
          reject(new CsvReadError());
        };
        const request: WorkerRequest = { file, roleAliases: buildRoleAliases() };
        worker.postMessage(request);
      });
    },
    [cancel],
  );

  return { parse, cancel };
};
