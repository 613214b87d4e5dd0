import type {
  DefaultMailLocale as MailLocale,
  MailKey,
} from '../../src/contract/rules/mailCatalogue';
import type { MailTemplateParts } from '../../src/contract/rules/mailTemplateEngine';

/**
 * The platform's default of every mail in every shipped language: what a tenant's template shows and sends until
 * the tenant overrides it, and what "Reset to default" goes back to. The HTML is one responsive column (a table,
 * which mail clients lay out alike; inline styles, which they keep; no remote images or fonts).
 */

interface MailText {
  subject: string;
  /** Paragraphs; `{{…}}` variables and `{{#if}}` blocks are kept as written. */
  paragraphs: readonly string[];
  /** The call to action: its words and the link variable. */
  button?: { label: string; link: string };
  /** A closing line under the button (how long the link works). */
  note?: string;
}

const SIGNATURE: Record<MailLocale, string> = {
  en: 'Kind regards,\nThe {{tenantName}} team',
  de: 'Mit freundlichen Grüßen\nIhr Team von {{tenantName}}',
};

const GREETING: Record<MailLocale, string> = {
  en: 'Hello {{recipientName}},',
  de: 'Hallo {{recipientName}},',
};

const BUTTON_FALLBACK: Record<MailLocale, string> = {
  en: 'If the button does not work, copy this address into your browser:',
  de: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
};

const html = (locale: MailLocale, text: MailText): string => {
  const paragraph = (content: string) =>
    `      <p style="margin:0 0 16px;font-size:16px;line-height:24px;">${content}</p>`;
  const lines = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="margin:0;padding:0;background:#f4f6f8;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;">',
    '  <tr><td align="center" style="padding:24px 12px;">',
    '    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">',
    '      <tr><td style="padding:20px 24px;border-bottom:1px solid #e4e7eb;font-size:18px;font-weight:bold;">{{tenantName}}</td></tr>',
    '      <tr><td style="padding:24px;">',
    paragraph(GREETING[locale]),
    ...text.paragraphs.map(paragraph),
    ...(text.button
      ? [
          `      <p style="margin:24px 0;"><a href="{{${text.button.link}}}" style="display:inline-block;padding:12px 20px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold;">${text.button.label}</a></p>`,
          `      <p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#52606d;">${BUTTON_FALLBACK[locale]}<br><span style="word-break:break-all;">{{${text.button.link}}}</span></p>`,
        ]
      : []),
    ...(text.note ? [paragraph(text.note)] : []),
    paragraph(SIGNATURE[locale].replace('\n', '<br>')),
    '      </td></tr>',
    '    </table>',
    '  </td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ];
  return `${lines.join('\n')}\n`;
};

const plain = (locale: MailLocale, text: MailText): string =>
  `${[
    GREETING[locale],
    ...text.paragraphs,
    ...(text.button ? [`${text.button.label}: {{${text.button.link}}}`] : []),
    ...(text.note ? [text.note] : []),
    SIGNATURE[locale],
  ].join('\n\n')}\n`;

const TEXTS: Readonly<Record<MailKey, Record<MailLocale, MailText>>> = {
  USER_INVITATION: {
    en: {
      subject: '{{inviterName}} invited you to {{tenantName}}',
      paragraphs: [
        '{{inviterName}} invited you to the {{tenantName}} compliance portal. Choose a password to activate your account.',
      ],
      button: { label: 'Activate your account', link: 'activationLink' },
      note: 'The link works until {{expiresAt}} (UTC) and only once.',
    },
    de: {
      subject: '{{inviterName}} hat Sie zu {{tenantName}} eingeladen',
      paragraphs: [
        '{{inviterName}} hat Sie zum Compliance-Portal von {{tenantName}} eingeladen. Wählen Sie ein Passwort, um Ihr Konto zu aktivieren.',
      ],
      button: { label: 'Konto aktivieren', link: 'activationLink' },
      note: 'Der Link gilt bis {{expiresAt}} (UTC) und nur einmal.',
    },
  },
  PASSWORD_RESET: {
    en: {
      subject: 'Reset your {{tenantName}} password',
      paragraphs: [
        'Someone asked to reset the password of your account. If it was you, choose a new password.',
        'If it was not you, ignore this mail: your password stays as it is.',
      ],
      button: { label: 'Choose a new password', link: 'resetLink' },
      note: 'The link works until {{expiresAt}} (UTC) and only once.',
    },
    de: {
      subject: 'Ihr Passwort für {{tenantName}} zurücksetzen',
      paragraphs: [
        'Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen. Wenn Sie das waren, wählen Sie ein neues Passwort.',
        'Wenn nicht, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
      button: { label: 'Neues Passwort wählen', link: 'resetLink' },
      note: 'Der Link gilt bis {{expiresAt}} (UTC) und nur einmal.',
    },
  },
  ACCOUNT_ACTIVATED: {
    en: {
      subject: 'Your {{tenantName}} account is active',
      paragraphs: ['Your account is active. You can now sign in to the portal.'],
      button: { label: 'Sign in', link: 'signInLink' },
    },
    de: {
      subject: 'Ihr Konto bei {{tenantName}} ist aktiv',
      paragraphs: ['Ihr Konto ist aktiv. Sie können sich jetzt im Portal anmelden.'],
      button: { label: 'Anmelden', link: 'signInLink' },
    },
  },
  EMAIL_VERIFICATION: {
    en: {
      subject: 'Confirm your e-mail address',
      paragraphs: ['Please confirm that this address belongs to your {{tenantName}} account.'],
      button: { label: 'Confirm the address', link: 'verificationLink' },
      note: 'The link works until {{expiresAt}} (UTC).',
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      paragraphs: [
        'Bitte bestätigen Sie, dass diese Adresse zu Ihrem Konto bei {{tenantName}} gehört.',
      ],
      button: { label: 'Adresse bestätigen', link: 'verificationLink' },
      note: 'Der Link gilt bis {{expiresAt}} (UTC).',
    },
  },
  TWO_FACTOR_RESET: {
    en: {
      subject: 'Your two-factor authentication was reset',
      paragraphs: [
        '{{resetBy}} reset the two-factor authentication of your account. At your next sign-in you set it up again with your authenticator app.',
        'If you did not ask for this, tell your administrator at once.',
      ],
      button: { label: 'Sign in', link: 'signInLink' },
    },
    de: {
      subject: 'Ihre Zwei-Faktor-Authentifizierung wurde zurückgesetzt',
      paragraphs: [
        '{{resetBy}} hat die Zwei-Faktor-Authentifizierung Ihres Kontos zurückgesetzt. Bei der nächsten Anmeldung richten Sie sie mit Ihrer Authenticator-App neu ein.',
        'Wenn Sie das nicht angefordert haben, informieren Sie sofort Ihre Administration.',
      ],
      button: { label: 'Anmelden', link: 'signInLink' },
    },
  },
  VERIFICATION_RESULT: {
    en: {
      subject: 'Your identity verification with {{merchantName}}: {{result}}',
      paragraphs: [
        'The verification of your identity for {{merchantName}} is complete. Result: {{result}}.',
        '{{#if verificationId}}Reference: {{verificationId}}{{/if}}',
      ],
    },
    de: {
      subject: 'Ihre Identitätsprüfung bei {{merchantName}}: {{result}}',
      paragraphs: [
        'Die Prüfung Ihrer Identität für {{merchantName}} ist abgeschlossen. Ergebnis: {{result}}.',
        '{{#if verificationId}}Referenz: {{verificationId}}{{/if}}',
      ],
    },
  },
  REPORT_READY: {
    en: {
      subject: 'Your report "{{reportName}}" is ready',
      paragraphs: ['The report "{{reportName}}" is ready with {{rowCount}} rows.'],
      button: { label: 'Open the reports', link: 'downloadLink' },
    },
    de: {
      subject: 'Ihr Bericht „{{reportName}}“ ist fertig',
      paragraphs: ['Der Bericht „{{reportName}}“ ist fertig und hat {{rowCount}} Zeilen.'],
      button: { label: 'Berichte öffnen', link: 'downloadLink' },
    },
  },
  JOB_FAILED: {
    en: {
      subject: 'A background job failed: {{jobType}}',
      paragraphs: [
        'A {{jobType}} job for {{target}} failed after all its retries and is now in the dead-letter queue.',
        'Error: {{errorSummary}}',
      ],
      button: { label: 'Open the dead-letter queue', link: 'queueLink' },
    },
    de: {
      subject: 'Ein Hintergrundauftrag ist fehlgeschlagen: {{jobType}}',
      paragraphs: [
        'Ein Auftrag „{{jobType}}“ für {{target}} ist nach allen Wiederholungen fehlgeschlagen und liegt jetzt in der Dead-Letter-Warteschlange.',
        'Fehler: {{errorSummary}}',
      ],
      button: { label: 'Dead-Letter-Warteschlange öffnen', link: 'queueLink' },
    },
  },
};

/** The platform's default template of a mail in a language. */
export const defaultTemplate = (key: MailKey, locale: MailLocale): MailTemplateParts => {
  const text = TEXTS[key][locale];
  return { subject: text.subject, htmlBody: html(locale, text), textBody: plain(locale, text) };
};
