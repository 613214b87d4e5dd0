import type { Request } from 'express';
import { MAIL_LOCALES, type MailLocale } from '../../src/contract/rules/mailCatalogue';

/**
 * The language a mail a request sets off is written in: the first of the request's languages the platform has
 * mails in (the portal sends its own language), English otherwise.
 */
export const mailLocaleOf = (req: Pick<Request, 'acceptsLanguages'> | undefined): MailLocale => {
  const match = req?.acceptsLanguages(...MAIL_LOCALES);
  return typeof match === 'string' && (MAIL_LOCALES as readonly string[]).includes(match)
    ? (match as MailLocale)
    : 'en';
};
