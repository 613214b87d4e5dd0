import { z } from 'zod';
import { MAIL_TEMPLATE_SOURCES } from '../resources/mailTemplates';

/** The answer of `POST mail-templates/:id/test-mail`: where the test went and its subject as rendered. */
export const mailTestAnswerSchema = z.object({ recipient: z.string(), subject: z.string() });
export type MailTestAnswer = z.infer<typeof mailTestAnswerSchema>;

/** One version of a template's text (`GET mail-templates/:id/versions`, newest first). */
export const mailTemplateVersionSchema = z.object({
  id: z.string(),
  version: z.number().int().positive(),
  source: z.enum(MAIL_TEMPLATE_SOURCES),
  subject: z.string(),
  htmlBody: z.string(),
  textBody: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type MailTemplateVersion = z.infer<typeof mailTemplateVersionSchema>;
