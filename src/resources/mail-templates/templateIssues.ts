import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useRecordContext, useTranslate } from 'react-admin';
import {
  MAIL_KEYS,
  type MailKey,
  type MailPart,
  type TemplateIssue,
} from '../../contract/rules/mailCatalogue';
import { lintTemplate, type MailTemplateParts } from '../../contract/rules/mailTemplateEngine';

const asMailKey = (key: unknown): MailKey | null =>
  (MAIL_KEYS as readonly unknown[]).includes(key) ? (key as MailKey) : null;

/** The mail a shown template is of (from the record: it never changes). */
export const useMailKey = (): MailKey | null => asMailKey(useRecordContext()?.mailKey);

/** The mail a form's template is of: the record's, or the one chosen while a language is added. */
export const useFormMailKey = (): MailKey | null => asMailKey(useWatch({ name: 'mailKey' }));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form's three parts as typed so far. */
export const useTemplateText = (): MailTemplateParts => {
  const [subject, htmlBody, textBody] = useWatch({ name: ['subject', 'htmlBody', 'textBody'] });
  return { subject: text(subject), htmlBody: text(htmlBody), textBody: text(textBody) };
};

/** Every problem of the form's text, as the platform's check would find it on save. */
export const useTemplateIssues = (): { parts: MailTemplateParts; issues: TemplateIssue[] } => {
  const key = useFormMailKey();
  const parts = useTemplateText();
  const issues = useMemo(() => (key ? lintTemplate(key, parts) : []), [key, parts]);
  return { parts, issues };
};

/** The i18n key and arguments of an issue's words (its place is shown by the editor). */
export const issueMessage = (issue: TemplateIssue) => ({
  message: `resources.mail-templates.issues.${issue.code}`,
  args: { name: issue.name ?? '', closedWith: issue.closedWith ?? '' },
});

/** An issue in the user's words. */
export const useIssueWords = () => {
  const translate = useTranslate();
  return (issue: TemplateIssue) => {
    const { message, args } = issueMessage(issue);
    return translate(message, args);
  };
};

export const issuesOf = (issues: readonly TemplateIssue[], part: MailPart) =>
  issues.filter((issue) => issue.part === part);
