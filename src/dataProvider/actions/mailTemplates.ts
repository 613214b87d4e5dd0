import { z } from 'zod';
import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  mailTemplateVersionSchema,
  mailTestAnswerSchema,
  type MailTemplateVersion,
  type MailTestAnswer,
} from '../../contract/schemas/mailTemplates';

/** The text of a template's three parts, as the editor holds it (saved or not). */
export interface MailTemplateText {
  subject: string;
  htmlBody: string;
  textBody: string;
}

/** Typed calls of mail templates beyond their declared records: the test mail and the versions. */
export const createMailTemplateActions = (httpClient: HttpClient) => ({
  /** Sends the text as given, with the sample values, to the caller's own address (into the outbox). */
  sendMailTemplateTest: async (id: string, text: MailTemplateText): Promise<MailTestAnswer> =>
    parseResponse(
      mailTestAnswerSchema,
      (await httpClient.call('mailTemplatesTestMail', { params: { id }, body: text })).body,
      'mailTemplatesTestMail',
    ),
  getMailTemplateVersions: async (
    id: string,
    signal?: AbortSignal,
  ): Promise<MailTemplateVersion[]> =>
    parseResponse(
      z.array(mailTemplateVersionSchema),
      (await httpClient.call('mailTemplatesVersions', { params: { id }, signal })).body,
      'mailTemplatesVersions',
    ),
});
export type MailTemplateActions = ReturnType<typeof createMailTemplateActions>;
