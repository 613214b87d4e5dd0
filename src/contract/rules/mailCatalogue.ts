/**
 * The platform's e-mails: which mails exist, in which languages, and the variables each template may use (with a
 * sample value for the preview and the test mail). Plain data, shared by the portal's editor and the platform;
 * the template engine itself lives in mailTemplateEngine.ts, loaded only where templates are checked or rendered.
 */

export const MAIL_KEYS = [
  'USER_INVITATION',
  'PASSWORD_RESET',
  'ACCOUNT_ACTIVATED',
  'EMAIL_VERIFICATION',
  'TWO_FACTOR_RESET',
  'VERIFICATION_RESULT',
  'REPORT_READY',
  'JOB_FAILED',
] as const;
export type MailKey = (typeof MAIL_KEYS)[number];

/** The languages the platform ships a default of every mail in: every tenant has each mail in each of them. */
export const MAIL_DEFAULT_LOCALES = ['en', 'de'] as const;
export type DefaultMailLocale = (typeof MAIL_DEFAULT_LOCALES)[number];

/**
 * Languages a tenant may add its own text of a mail in (for end users who read neither default language); a
 * mail asked for in such a language without the tenant's text goes out in English.
 */
export const MAIL_ADDED_LOCALES = ['fr', 'es', 'it', 'nl', 'pl', 'pt'] as const;

/** Every language a template may be written in. */
export const MAIL_LOCALES = [...MAIL_DEFAULT_LOCALES, ...MAIL_ADDED_LOCALES] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

export const isDefaultMailLocale = (locale: string): locale is DefaultMailLocale =>
  (MAIL_DEFAULT_LOCALES as readonly string[]).includes(locale);

/** The parts of a template, each checked and rendered on its own. */
export const MAIL_PARTS = ['subject', 'htmlBody', 'textBody'] as const;
export type MailPart = (typeof MAIL_PARTS)[number];

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 50_000;

export interface MailVariable {
  /** As written in a template: `{{recipientName}}`. */
  name: string;
  /** What the preview and the test mail put in its place. */
  sample: string;
  /**
   * A secret the mail carries (a link with a one-time key): sent to the recipient, but masked in the outbox's
   * copy, which administrators read.
   */
  secret?: boolean;
}

const COMMON: readonly MailVariable[] = [
  { name: 'recipientName', sample: 'Nina Berger' },
  { name: 'tenantName', sample: 'Acme Bank' },
  { name: 'portalUrl', sample: 'https://portal.example.com' },
];

const link = (name: string, path: string, secret = true): MailVariable => ({
  name,
  sample: `https://portal.example.com${path}`,
  ...(secret && { secret }),
});

interface MailDefinition {
  variables: readonly MailVariable[];
  /** Variables both bodies must use: the mail is useless without them (the link that activates the account). */
  required: readonly string[];
}

export const MAIL_CATALOGUE: Readonly<Record<MailKey, MailDefinition>> = {
  USER_INVITATION: {
    variables: [
      ...COMMON,
      { name: 'inviterName', sample: 'Alex Admin' },
      link('activationLink', '/account/activate?key=sample-key'),
      { name: 'expiresAt', sample: '2026-12-05 09:30' },
    ],
    required: ['activationLink'],
  },
  PASSWORD_RESET: {
    variables: [
      ...COMMON,
      link('resetLink', '/account/reset-password?key=sample-key'),
      { name: 'expiresAt', sample: '2026-11-28 10:30' },
    ],
    required: ['resetLink'],
  },
  ACCOUNT_ACTIVATED: {
    variables: [...COMMON, link('signInLink', '/', false)],
    required: ['signInLink'],
  },
  EMAIL_VERIFICATION: {
    variables: [
      ...COMMON,
      link('verificationLink', '/account/verify-email?key=sample-key'),
      { name: 'expiresAt', sample: '2026-12-01 09:30' },
    ],
    required: ['verificationLink'],
  },
  TWO_FACTOR_RESET: {
    variables: [
      ...COMMON,
      { name: 'resetBy', sample: 'Sam Manager' },
      link('signInLink', '/', false),
    ],
    required: ['signInLink'],
  },
  VERIFICATION_RESULT: {
    variables: [
      ...COMMON,
      { name: 'merchantName', sample: 'Acme Online Shop' },
      { name: 'verificationId', sample: 'VRF-7Q2K-9XPA' },
      { name: 'result', sample: 'Approved' },
    ],
    required: ['result'],
  },
  REPORT_READY: {
    variables: [
      ...COMMON,
      { name: 'reportName', sample: 'German approvals, November' },
      { name: 'rowCount', sample: '3,000' },
      link('downloadLink', '/reports', false),
    ],
    required: ['downloadLink'],
  },
  JOB_FAILED: {
    variables: [
      ...COMMON,
      { name: 'jobType', sample: 'Merchant callback' },
      { name: 'target', sample: 'https://merchant.example.com/callback' },
      { name: 'errorSummary', sample: 'HTTP 500 from the callback URL' },
      link('queueLink', '/dead-letter-jobs', false),
    ],
    required: ['queueLink'],
  },
};

/** The sample values of a mail's variables, by name. */
export const sampleValuesOf = (key: MailKey): Record<string, string> =>
  Object.fromEntries(
    MAIL_CATALOGUE[key].variables.map((variable) => [variable.name, variable.sample]),
  );

/** What the template engine reports: a code, the 1-based line and column where known, and the name involved. */
export interface TemplateIssue {
  part: MailPart;
  code: TemplateIssueCode;
  line?: number;
  column?: number;
  /** The variable, helper or tag the issue is about. */
  name?: string;
  /** For MISMATCHED_BLOCK: the name of the close that does not match the open block `name`. */
  closedWith?: string;
}

export const TEMPLATE_ISSUE_CODES = [
  'UNKNOWN_VARIABLE',
  'UNCLOSED_TAG',
  'UNCLOSED_BLOCK',
  'UNEXPECTED_CLOSE',
  'MISMATCHED_BLOCK',
  'SYNTAX',
  'RAW_OUTPUT',
  'NOT_ALLOWED',
  'MISSING_REQUIRED',
] as const;
export type TemplateIssueCode = (typeof TEMPLATE_ISSUE_CODES)[number];

/** The English text of an issue, as the platform words it in a refusal (the portal words it per locale). */
export const templateIssueMessage = (issue: TemplateIssue): string => {
  const where = issue.line ? `Line ${issue.line}, column ${issue.column ?? 1}: ` : '';
  const name = issue.name ?? '';
  const text: Record<TemplateIssueCode, string> = {
    UNKNOWN_VARIABLE: `{{${name}}} is not a variable of this mail.`,
    UNCLOSED_TAG: 'a tag is not closed with }}.',
    UNCLOSED_BLOCK: `the block {{#${name}}} is not closed with {{/${name}}}.`,
    UNEXPECTED_CLOSE: `{{/${name}}} closes no open block.`,
    MISMATCHED_BLOCK: `the block {{#${name}}} is closed with {{/${issue.closedWith ?? ''}}}.`,
    SYNTAX: 'this is not a valid tag.',
    RAW_OUTPUT: `{{{${name}}}} would insert the value unescaped; use {{${name}}}.`,
    NOT_ALLOWED: `{{${name}}} is not allowed in mail templates; only variables, #if and #unless are.`,
    MISSING_REQUIRED: `the mail must use {{${name}}}.`,
  };
  return `${where}${text[issue.code]}`;
};
