import { join } from 'node:path';
import { createStream, type RotatingFileStream } from 'rotating-file-stream';

/**
 * The portal's client log (spec section 7, "Log": POST log/error, log/info, log/warn) goes to a rotated file,
 * never to the database: an anonymous caller must not be able to grow the store. The file is bounded: it is
 * rotated when it passes CLIENT_LOG_FILE_SIZE, and only CLIENT_LOG_ROTATIONS older files are kept
 * (`client.log`, `client.log.1` … `client.log.5`), so the log never holds much more than
 * (rotations + 1) × size. One JSON object per line; JSON escapes line breaks, so a message cannot forge a line.
 */
export const CLIENT_LOG_FILE_NAME = 'client.log';
export const CLIENT_LOG_FILE_SIZE = '1M';
export const CLIENT_LOG_ROTATIONS = 5;

export interface ClientLogEntry {
  id: string;
  level: 'error' | 'info' | 'warn';
  timestamp: string;
  message: string;
  receivedAt: string;
  clientIp: string;
}

export interface ClientLogSink {
  write(entry: ClientLogEntry): void;
  close(): Promise<void>;
}

export interface ClientLogOptions {
  /** The folder of `client.log` and its rotations (created when the first entry is written). */
  dir: string;
  /** Rotate past this size, e.g. '1M', '64K'. */
  size?: `${number}${'B' | 'K' | 'M' | 'G'}`;
  rotations?: number;
}

/** Nothing kept (in-memory test servers without a log folder). */
const DISABLED: ClientLogSink = { write: () => undefined, close: () => Promise.resolve() };

export const openClientLog = (options: ClientLogOptions | null): ClientLogSink => {
  if (!options) return DISABLED;
  let stream: RotatingFileStream | null = null;
  // Opened on the first entry: a seeding run (`mock:reset`) or a server nobody logs to leaves no file.
  const open = (): RotatingFileStream => {
    const opened = createStream(CLIENT_LOG_FILE_NAME, {
      path: options.dir,
      size: options.size ?? CLIENT_LOG_FILE_SIZE,
      rotate: options.rotations ?? CLIENT_LOG_ROTATIONS,
    });
    // A full or read-only disk loses log lines, never the emulator.
    opened.on('error', (error) => console.error(`[mock-server] client log: ${error.message}`));
    return opened;
  };
  return {
    write(entry) {
      stream ??= open();
      stream.write(`${JSON.stringify(entry)}\n`);
    },
    close: () =>
      new Promise<void>((done) => {
        if (!stream) return done();
        stream.end(() => done());
      }),
  };
};

/** Where the emulator keeps the client log beside its database. */
export const clientLogDirOf = (dataFile: string): string => join(dataFile, '..', 'client-log');
