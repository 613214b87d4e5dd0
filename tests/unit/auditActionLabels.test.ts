import { describe, expect, it } from 'vitest';
import { everyAuditAction } from '../../src/contract/auditActions';
import { createI18nProvider } from '../../src/i18n';
import { auditActionLabel } from '../../src/resources/auditlog/useAuditLabels';

/** The translator of one locale, as the portal's screens get it. */
const translatorOf = async (locale: 'en' | 'de') => {
  const provider = createI18nProvider('en');
  await provider.changeLocale(locale);
  return (key: string, options?: Record<string, unknown>) => provider.translate(key, options);
};

describe('audit action labels', () => {
  const codes = everyAuditAction();

  it('collects the actions of the hand-written routes and of the declared resources', () => {
    expect(codes).toEqual(
      expect.arrayContaining([
        'API_TOKEN_CREATE',
        'USERS_BULK_ADD',
        'USER_IMPORT_CREATE',
        'API_TOKEN_REVOKE',
        'USER_REGISTER',
        'SUB_PROCESSOR_UPDATE',
      ]),
    );
    // A dry run changes nothing: it has no action of its own.
    expect(codes).not.toContain('USERS_CSV_PARSE');
  });

  it.each(['en', 'de'] as const)(
    'every action the platform writes has words in %s',
    async (locale) => {
      const translate = await translatorOf(locale);
      const unlabelled = codes.filter((code) => {
        const label = auditActionLabel(translate, code);
        // No code shown as is, and no missing resource name inside a declared change's words.
        return label === code || /resources\.|[A-Z]{2,}_[A-Z]/.test(label);
      });
      expect(unlabelled).toEqual([]);
    },
  );

  it('the import actions read as words in both languages', async () => {
    const en = await translatorOf('en');
    const de = await translatorOf('de');
    expect(auditActionLabel(en, 'USERS_BULK_ADD')).toBe('Users imported (CSV)');
    expect(auditActionLabel(en, 'USER_IMPORT_CREATE')).toBe('User created by CSV import');
    expect(auditActionLabel(de, 'USERS_BULK_ADD')).toBe('Benutzer importiert (CSV)');
    expect(auditActionLabel(de, 'USER_IMPORT_CREATE')).toBe('Benutzer per CSV-Import angelegt');
  });
});
