import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { germanCatalogue } from '../../src/i18n/de/catalogue';
import { englishCatalogue } from '../../src/i18n/englishCatalogue';
import { withRecordNotifications } from '../../src/i18n/recordNotifications';

const phrase = (catalogue: object, locale: string, key: string, count: number) =>
  polyglotI18nProvider(() => catalogue as TranslationMessages, locale).translate(key, {
    smart_count: count,
  });

describe('record notifications', () => {
  it('names the resource of a saved record, in English and German', () => {
    expect(phrase(englishCatalogue, 'en', 'resources.experiments.notifications.created', 1)).toBe(
      'Experiment created',
    );
    expect(phrase(englishCatalogue, 'en', 'resources.groups.notifications.updated', 1)).toBe(
      'Group updated',
    );
    expect(phrase(germanCatalogue, 'de', 'resources.users.notifications.deleted', 1)).toBe(
      'Benutzer gelöscht',
    );
  });

  it("keeps react-admin's plural for a bulk action, since a collection's name cannot be counted", () => {
    expect(phrase(englishCatalogue, 'en', 'resources.auditlog.notifications.deleted', 3)).toBe(
      '3 elements deleted',
    );
    expect(phrase(germanCatalogue, 'de', 'resources.auditlog.notifications.deleted', 3)).toBe(
      '3 Elemente gelöscht',
    );
  });

  it("keeps a resource's own words and leaves a resource without a name alone", () => {
    const catalogue = withRecordNotifications(
      {
        resources: {
          reports: { name: 'Report |||| Reports', notifications: { created: 'Report requested' } },
          bare: { fields: {} },
        },
      },
      { created: 'Element created |||| %{smart_count} elements created' },
      {
        created: (one) => `${one} created`,
        updated: (one) => `${one} updated`,
        deleted: (one) => `${one} deleted`,
      },
    );
    expect(catalogue.resources.reports.notifications).toEqual({
      created: 'Report requested',
      updated: 'Report updated',
      deleted: 'Report deleted',
    });
    expect(catalogue.resources.bare).toEqual({ fields: {} });
  });
});
