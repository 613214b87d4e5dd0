/// <reference lib="webworker" />
import { parseFraudCsv, type FraudCsvParse, type FraudCsvProgress } from './parseFraudCsv';

/** Messages between the page and the parse worker. */
export type FraudCsvWorkerAnswer =
  | { type: 'progress'; progress: FraudCsvProgress }
  | { type: 'done'; outcome: FraudCsvParse }
  | { type: 'error' };

const post = (message: FraudCsvWorkerAnswer) =>
  (self as DedicatedWorkerGlobalScope).postMessage(message);

/** Reads the file and parses it with progress messages; a read failure answers `error` ('Error reading file'). */
self.onmessage = async (event: MessageEvent<File>) => {
  let text: string;
  try {
    text = await event.data.text();
  } catch {
    post({ type: 'error' });
    return;
  }
  post({
    type: 'done',
    outcome: parseFraudCsv(text, (progress) => post({ type: 'progress', progress })),
  });
};
