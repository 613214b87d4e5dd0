import { HttpError } from 'react-admin';
import { parseDescriptor } from './errors';

/** The header every create carries (the platform keeps its first answer for a repeat with the same key). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Sends a create under an `Idempotency-Key` that stays the same for one submission: the same create (same
 * call, same values) sent again after its answer was lost keeps the key, so the platform answers the first
 * result instead of creating twice. Once an answer arrives (success or a refusal) the next submission gets a
 * new key, as does a submission with other values.
 */
export type SubmitOnce = <T>(
  call: string,
  values: unknown,
  send: (idempotencyKey: string) => Promise<T>,
) => Promise<T>;

/** No answer came back (status 0), or the first attempt is still being answered: the same key must be kept. */
const answerLost = (error: unknown): boolean => {
  if (!(error instanceof HttpError)) return false;
  return (
    error.status === 0 ||
    (error.status === 409 && parseDescriptor(error.body)?.code === 'IDEMPOTENCY_KEY_IN_USE')
  );
};

export const createSubmitOnce = (newKey: () => string = () => crypto.randomUUID()): SubmitOnce => {
  /** Keys of submissions whose answer has not arrived yet, by call and values. */
  const unanswered = new Map<string, string>();
  return async (call, values, send) => {
    const submission = JSON.stringify([call, values]);
    const key = unanswered.get(submission) ?? newKey();
    unanswered.set(submission, key);
    try {
      const result = await send(key);
      unanswered.delete(submission);
      return result;
    } catch (error) {
      if (!answerLost(error)) unanswered.delete(submission);
      throw error;
    }
  };
};
