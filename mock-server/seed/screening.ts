import { Faker, ar, base, de, el, en, es, fr, ru, tr, zh_CN } from '@faker-js/faker';
import anyAscii from 'any-ascii';
import {
  merchantIndexOf,
  screenedSubjectOf,
  screeningKeysOf,
  screenSubject,
  watchlistKeysOf,
  type ScreeningRules,
  type WatchlistEntry,
  type WatchlistType,
} from '../screening/screen';
import type { DatabaseShape, StoredRecord, VerificationRecord } from '../types';
import type { SeedGenerator } from './context';

const DAY = 86_400_000;
/** Synthetic lists: every name on them is made up, as the demo's people are. */
const SOURCES: Readonly<Record<WatchlistType, string>> = {
  SANCTIONS: 'Synthetic consolidated sanctions list',
  PEP: 'Synthetic register of politically exposed persons',
  ADVERSE_MEDIA: 'Synthetic adverse media feed',
};
const GENERATED_ENTRIES = 3_000;
/** Locales whose names the lists carry, in their own scripts; each entry keeps a Latin alias too. */
const LOCALES = [
  { locale: [ru, en, base], country: 'RU' },
  { locale: [el, en, base], country: 'GR' },
  { locale: [ar, en, base], country: 'AE' },
  { locale: [zh_CN, en, base], country: 'CN' },
  { locale: [tr, en, base], country: 'TR' },
  { locale: [de, en, base], country: 'DE' },
  { locale: [es, en, base], country: 'ES' },
  { locale: [fr, en, base], country: 'FR' },
  { locale: [en, base], country: 'GB' },
] as const;

const listTypeOf = (faker: Faker): WatchlistType =>
  faker.helpers.weightedArrayElement([
    { value: 'SANCTIONS' as const, weight: 40 },
    { value: 'PEP' as const, weight: 40 },
    { value: 'ADVERSE_MEDIA' as const, weight: 20 },
  ]);

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A typo a list compiler might have made: one letter doubled in the surname. */
const doubled = (name: string) => {
  const at = Math.max(1, Math.floor(name.length / 2));
  return `${name.slice(0, at)}${name[at - 1]}${name.slice(at)}`;
};

/** A spelling that sounds the same ('ph' as 'f', 'y' as 'i', 'c' as 'k'). */
const soundsAlike = (name: string) =>
  name
    .replace(/ph/gi, 'f')
    .replace(/y/g, 'i')
    .replace(/c(?=[aou])/g, 'k');

/**
 * The synthetic watchlists: a few thousand people in several scripts, each with a Latin alias and some with
 * more, dates of birth and nationalities where the list gives them, a source and a listing date; and a few dozen
 * namesakes of the tenants' verified people (the same person, someone born on another day, an alias, a typo or
 * a spelling that sounds alike) so that screening finds something to review.
 */
export const watchlistGenerator: SeedGenerator<'watchlist'> = {
  collection: 'watchlist',
  generate: ({ faker: seeded, db, now }) => {
    const entries: WatchlistEntry[] = [];
    const add = (entry: Omit<WatchlistEntry, 'id'>) =>
      entries.push({ id: `wl-${String(entries.length + 1).padStart(5, '0')}`, ...entry });
    LOCALES.forEach(({ locale, country }, localeIndex) => {
      const faker = new Faker({ locale: [...locale] });
      faker.seed(seeded.number.int({ min: 1, max: 2 ** 31 }) + localeIndex);
      for (let i = 0; i < GENERATED_ENTRIES / LOCALES.length; i += 1) {
        const first = faker.person.firstName();
        const last = faker.person.lastName();
        const name = `${first} ${last}`;
        const latin = anyAscii(name);
        const aliases = [
          ...(latin !== name ? [latin] : []),
          ...(faker.number.float() < 0.3 ? [`${anyAscii(last)} ${anyAscii(first)}`] : []),
        ];
        const listType = listTypeOf(faker);
        add({
          listType,
          listSource: SOURCES[listType],
          name,
          aliases,
          dateOfBirth:
            listType === 'ADVERSE_MEDIA' && faker.number.float() < 0.5
              ? null
              : isoDay(
                  faker.date.birthdate({ min: 25, max: 85, mode: 'age', refDate: now }).getTime(),
                ),
          nationality: faker.number.float() < 0.8 ? country : null,
          documentNumber: null,
          listedAt: isoDay(now - faker.number.int({ min: 30, max: 3650 }) * DAY),
        });
      }
    });
    const faker = seeded;
    for (const tenant of db.tenants) {
      const people = db.verifications.filter((v) => v.tenantId === tenant.id && v.firstName);
      faker.helpers.arrayElements(people, Math.min(60, people.length)).forEach((v, index) => {
        const name = `${v.firstName} ${v.lastName}`;
        const listType = listTypeOf(faker);
        const born = v.dateOfBirth ?? null;
        const variant = index % 5;
        add({
          listType,
          listSource: SOURCES[listType],
          // 0: the same person; 1: a namesake born on another day; 2: listed under an alias; 3: a typo;
          // 4: a spelling that sounds alike.
          name:
            variant === 2
              ? `${faker.person.firstName()} ${faker.person.lastName()}`
              : variant === 3
                ? `${v.firstName} ${doubled(v.lastName ?? '')}`
                : variant === 4
                  ? soundsAlike(name) === name
                    ? `${v.firstName} ${doubled(v.lastName ?? '')}`
                    : soundsAlike(name)
                  : name,
          aliases: variant === 2 ? [name] : [],
          dateOfBirth:
            variant === 1 && born
              ? `${Number(born.slice(0, 4)) - faker.number.int({ min: 3, max: 20 })}${born.slice(4)}`
              : born,
          nationality: v.country?.alpha2 ?? null,
          documentNumber: null,
          listedAt: isoDay(now - faker.number.int({ min: 30, max: 1500 }) * DAY),
        });
      });
    }
    return entries as unknown as DatabaseShape['watchlist'];
  },
};

/** The blocking index of the lists (global, like the lists). */
export const watchlistKeysGenerator: SeedGenerator<'watchlistKeys'> = {
  collection: 'watchlistKeys',
  generate: ({ db }) =>
    (db.watchlist as unknown as WatchlistEntry[]).flatMap((entry) =>
      watchlistKeysOf(entry).map((key) => ({ id: `${entry.id}|${key}`, key, entryId: entry.id })),
    ) as DatabaseShape['watchlistKeys'],
};

/** Every merchant screens all lists with the platform's defaults; a few chose otherwise. */
export const screeningSettingsGenerator: SeedGenerator<'screening-settings'> = {
  collection: 'screening-settings',
  generate: ({ db, now }) =>
    db.merchants.map((merchant, index) => {
      const at = new Date(now - (30 + index) * DAY).toISOString();
      const strict = index % 3 === 1;
      return {
        id: `ss-${merchant.id}`,
        tenantId: merchant.tenantId,
        merchantId: merchant.id,
        merchantName: merchant.name,
        lists: strict ? ['SANCTIONS', 'PEP'] : ['SANCTIONS', 'PEP', 'ADVERSE_MEDIA'],
        minimumScore: strict ? 0.85 : 0.8,
        matchTypes: ['EXACT', 'FUZZY', 'PHONETIC', 'ALIAS'],
        screenedFields: ['FULL_NAME', 'DATE_OF_BIRTH', 'NATIONALITY'],
        ongoingMonitoring: !strict,
        version: 1,
        createdAt: at,
        createdBy: 'system',
        updatedAt: at,
        updatedBy: 'system',
      };
    }) as unknown as DatabaseShape['screening-settings'],
};

/** The merchant a verification is screened for, among its tenant's merchants. */
export const merchantOfVerification = <M extends { id: string }>(
  merchantsOfTenant: readonly M[],
  verificationId: string,
): M | undefined => merchantsOfTenant[merchantIndexOf(verificationId, merchantsOfTenant.length)];

/** The hit record of a finding, as the platform writes it. */
export const hitRecordOf = (
  verification: Pick<VerificationRecord, 'id' | 'publicId' | 'tenantId' | 'firstName' | 'lastName'>,
  merchant: { id: string; name: string },
  finding: ReturnType<typeof screenSubject>[number],
  stamp: { id: string; at: string; by: string },
) => ({
  id: stamp.id,
  tenantId: verification.tenantId,
  verificationId: verification.id,
  verificationPublicId: verification.publicId,
  merchantId: merchant.id,
  merchantName: merchant.name,
  subjectName: [verification.firstName, verification.lastName].filter(Boolean).join(' '),
  listEntryId: finding.entry.id,
  listName: finding.entry.name,
  matchedAlias: finding.matchedAlias,
  listType: finding.entry.listType,
  listSource: finding.entry.listSource,
  score: finding.score,
  matchType: finding.matchType,
  contradicts: finding.contradicts,
  status: 'OPEN' as string,
  comment: null as string | null,
  features: finding.features,
  version: 1,
  createdAt: stamp.at,
  createdBy: stamp.by,
  updatedAt: stamp.at,
  updatedBy: stamp.by,
});

const COMMENTS = {
  TRUE_MATCH:
    'Date of birth and nationality match the listing; escalated to the MLRO and reported.',
  FALSE_POSITIVE: 'Different person: the date of birth does not match the listing.',
  ESCALATED: 'Needs a second opinion: the listing gives no date of birth.',
} as const;

/**
 * Every seeded verification screened as the platform screens new ones, with its merchant's settings; hits older
 * than a week were mostly decided by the tenant's analysts.
 */
export const screeningHitsGenerator: SeedGenerator<'screening-hits'> = {
  collection: 'screening-hits',
  generate: ({ faker, db, now }) => {
    const entries = db.watchlist as unknown as WatchlistEntry[];
    const byKey = new Map<string, WatchlistEntry[]>();
    for (const entry of entries)
      for (const key of watchlistKeysOf(entry)) byKey.set(key, [...(byKey.get(key) ?? []), entry]);
    const settings = db['screening-settings'] as unknown as (StoredRecord &
      ScreeningRules & {
        merchantId: string;
      })[];
    const hits: ReturnType<typeof hitRecordOf>[] = [];
    for (const tenant of db.tenants) {
      const merchants = db.merchants
        .filter((m) => m.tenantId === tenant.id)
        .sort((a, b) => a.id.localeCompare(b.id));
      for (const verification of db.verifications) {
        if (verification.tenantId !== tenant.id) continue;
        const merchant = merchantOfVerification(merchants, verification.id);
        const rules = settings.find((s) => s.merchantId === merchant?.id);
        if (!merchant || !rules) continue;
        const subject = screenedSubjectOf(verification, rules.screenedFields);
        if (!subject) continue;
        const candidates = new Set<WatchlistEntry>();
        for (const key of screeningKeysOf(subject))
          for (const entry of byKey.get(key) ?? []) candidates.add(entry);
        for (const finding of screenSubject(subject, candidates, rules)) {
          const hit = hitRecordOf(verification, merchant, finding, {
            id: `sh-${verification.id.slice(2)}-${finding.entry.id.slice(3)}`,
            at: verification.createdAt,
            by: 'system',
          });
          if (now - Date.parse(hit.createdAt) > 7 * DAY && faker.number.float() < 0.6) {
            const status = finding.contradicts
              ? 'FALSE_POSITIVE'
              : faker.helpers.arrayElement(['TRUE_MATCH', 'FALSE_POSITIVE', 'ESCALATED'] as const);
            hit.status = status;
            hit.comment = COMMENTS[status];
            hit.version = 2;
            hit.updatedBy =
              db.users.find(
                (u) => u.tenantIds.includes(tenant.id) && u.roles.includes('ROLE_SUPPORT_MANAGER'),
              )?.email ?? 'system';
            hit.updatedAt = new Date(
              Date.parse(hit.createdAt) + faker.number.int({ min: 1, max: 72 }) * 3_600_000,
            ).toISOString();
          }
          hits.push(hit);
        }
      }
    }
    return hits as unknown as DatabaseShape['screening-hits'];
  },
};
