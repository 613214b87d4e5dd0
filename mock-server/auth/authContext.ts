import type { Authority } from '../../src/contract/permissions';
import type { MailLocale } from '../../src/contract/rules/mailCatalogue';
import type { SessionRecord, TenantRecord, UserRecord } from '../types';

/**
 * Who is calling: the session's user, the one tenant the session is bound to, and the granted authorities. A
 * module of its own (session.ts re-exports it), so the audit helpers can name it without importing the
 * session rules, which themselves audit (refresh-token reuse).
 */
export interface AuthContext {
  session: SessionRecord;
  user: UserRecord;
  tenant: TenantRecord;
  authorities: Authority[];
  accessToken: string;
  /** The language of the mails the call sets off (the request's Accept-Language). */
  mailLocale: MailLocale;
}
