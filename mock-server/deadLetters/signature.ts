import { createHash } from 'node:crypto';

/**
 * What makes two failures "the same error": the message with what varies from job to job taken out (long numbers
 * such as ids, ports and durations; e-mail addresses; UUIDs; a URL's query), and the top frame of the stack (where
 * it failed).
 * One broken endpoint then gives one signature however many jobs it failed, while the same status code from two
 * endpoints stays two groups, since the URL's host and path are kept.
 */
export const normalisedMessage = (message: string): string => {
  // Addresses are kept whole (host and path name the endpoint), only their query and fragment go; the rest of
  // the message loses what varies per job.
  const urls: string[] = [];
  const masked = message.replace(/https?:\/\/[^\s?#)]+[^\s)]*/g, (url) => {
    urls.push(url.replace(/[?#].*$/, ''));
    return `\u27e6${urls.length - 1}\u27e7`;
  });
  return masked
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
    .replace(/\d{4,}/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\u27e6(\d+)\u27e7/g, (_match, index: string) => urls[Number(index)] ?? '');
};

/** The first `at …` frame of a stack trace, without its line number. */
export const topFrame = (stacktrace: string): string => {
  const frame = /^\s*at ([^\s(]+)/m.exec(stacktrace)?.[1] ?? '';
  return frame;
};

export const errorSignatureOf = (message: string, stacktrace: string): string =>
  createHash('sha256')
    .update(`${normalisedMessage(message)}|${topFrame(stacktrace)}`)
    .digest('hex')
    .slice(0, 12);
