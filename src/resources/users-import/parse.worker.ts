/// <reference lib="webworker" />
import { parseUsersCsv } from './parseCsv';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

/**
 * The users CSV parse, off the main thread: reads the file, parses it with progress messages (rows and bytes),
 * and answers the outcome once. A read failure answers `error`, so the page can say 'Error reading file'.
 */
const post = (message: WorkerResponse) => (self as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  let text: string;
  try {
    text = await event.data.file.text();
  } catch {
    post({ type: 'error' });
    return;
  }
  const outcome = parseUsersCsv(text, {
    roleAliases: event.data.roleAliases,
    onProgress: (progress) => post({ type: 'progress', progress }),
  });
  post({ type: 'done', outcome });
};
