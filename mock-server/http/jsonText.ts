import { SECRET_KEYS } from '../auth/sanitize';

/**
 * An answer that is JSON text already: a list page assembled from the rows the store keeps as JSON, sent as
 * it is instead of being parsed into objects and written out again. The secret-key rule of every JSON answer
 * (http/middleware.ts) still holds: text naming a secret key is refused as a programming error.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

const SECRET_KEY_IN_TEXT = new RegExp(`"(?:${[...SECRET_KEYS].join('|')})"\\s*:`);

export const checkedJsonText = (answer: JsonText): string => {
  if (SECRET_KEY_IN_TEXT.test(answer.text))
    throw new Error('a JSON text answer names a secret key; it must be built from a DTO');
  return answer.text;
};

/** A list page as JSON text: `{"content":[...rows],"totalElements":n}` from rows that are JSON texts. */
export const pageText = (rows: readonly string[], totalElements: number): JsonText =>
  new JsonText(`{"content":[${rows.join(',')}],"totalElements":${totalElements}}`);
