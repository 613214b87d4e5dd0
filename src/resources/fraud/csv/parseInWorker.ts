import type { FraudCsvParse, FraudCsvProgress } from './parseFraudCsv';
import type { FraudCsvWorkerAnswer } from './fraudCsv.worker';

/** The file could not be read (the spec's 'Error reading file'). */
export class FraudCsvReadError extends Error {
  constructor() {
    super('app.validation.readError');
    this.name = 'FraudCsvReadError';
  }
}

/**
 * Parses a file in a Web Worker of its own; resolves with the outcome, rejects with FraudCsvReadError. The
 * signal stops the worker (the dialog closed, another file chosen).
 */
export const parseInWorker = (
  file: File,
  onProgress: (progress: FraudCsvProgress) => void,
  signal: AbortSignal,
): Promise<FraudCsvParse> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./fraudCsv.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<FraudCsvWorkerAnswer>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.progress);
      stop();
      if (message.type === 'done') resolve(message.outcome);
      else reject(new FraudCsvReadError());
    };
    worker.onerror = () => {
      stop();
      reject(new FraudCsvReadError());
    };
    worker.postMessage(file);
  });
