import type { Response } from 'express';

const ENDED = Symbol('answer ended');

/** Marks an answer as finished by its handler, though it is sent only once the store has committed. */
export const markEnded = (res: Response): void => {
  (res.locals as Record<symbol, boolean>)[ENDED] = true;
};

/** True once a handler has finished or started the answer (sent or waiting for the store's commit). */
export const answered = (res: Response): boolean =>
  res.headersSent || (res.locals as Record<symbol, boolean>)[ENDED] === true;
