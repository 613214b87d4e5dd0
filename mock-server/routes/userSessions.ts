import type { ServerContext } from '../context';
import { isoNow } from '../context';

/** Ends every live session of a user at once: both tokens of each stop working on the next call. */
export const revokeSessionsOf = (ctx: ServerContext, userId: string): number =>
  ctx.store.transaction(() => {
    const sessions = ctx.store.table('sessions');
    let count = 0;
    for (const session of sessions.where('userId', userId))
      if (session.revokedAt === null) {
        sessions.update({ ...session, revokedAt: isoNow(ctx) });
        count += 1;
      }
    return count;
  });
