import type { ServerContext } from '../context';
import { isoNow } from '../context';

/** Ends every live session of a user at once: both tokens of each stop working on the next call. */
export const revokeSessionsOf = (ctx: ServerContext, userId: string): number => {
  let count = 0;
  for (const session of ctx.store.data().sessions)
    if (session.userId === userId && session.revokedAt === null) {
      session.revokedAt = isoNow(ctx);
      count += 1;
    }
  ctx.store.save();
  return count;
};
