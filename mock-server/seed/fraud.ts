import type { Faker } from '@faker-js/faker';
import { isIban } from '../../src/contract/rules/fraudSubject';
import {
  indexKeysOf,
  indexRowsOf,
  matchRecordOf,
  subjectOfVerification,
  type FraudEntryRecord,
  type FraudMatchRecord,
} from '../fraud/fraudIndex';
import { compareSubjects, MATCH_THRESHOLD } from '../fraud/matching';
import { fraudEntryLabelOf, normaliseFraudEntry } from '../resources/fraudEntries';
import type { DatabaseShape, VerificationRecord } from '../types';
import type { SeedGenerator } from './context';

const DAY = 86_400_000;

const REASONS = {
  VERIFICATION: [
    'Forged document detected during manual review.',
    'Face did not match the document portrait; repeated attempts with other documents.',
    'Document reported stolen by the issuing authority.',
    'Synthetic identity: data inconsistent across three verifications.',
  ],
  MANUAL: [
    'Chargeback fraud reported by the merchant.',
    'Account takeover: credentials used from several countries within an hour.',
    'Known mule account shared by a partner bank.',
    'Law-enforcement request; keep blocked.',
    'Cleared after investigation: the customer is genuine.',
    'Promotion abuse with many accounts from one device.',
  ],
} as const;

/** People the demo's fraud analysts recorded by hand, in the scripts their documents were written in. */
const NAMED_SUBJECTS = [
  { fullName: 'Иван Петров', dateOfBirth: '1984-02-11', nationality: 'RU' },
  { fullName: 'Σοφία Παπαδοπούλου', dateOfBirth: '1991-09-23', nationality: 'GR' },
  { fullName: 'Jürgen Müller-Lüdenscheidt', dateOfBirth: '1975-05-04', nationality: 'DE' },
  { fullName: 'José Ángel Martínez', dateOfBirth: '1988-12-01', nationality: 'ES' },
  { fullName: 'Zoë Ødegård', dateOfBirth: '1996-07-30', nationality: 'NO' },
  { fullName: 'Mehmet Yılmaz', dateOfBirth: '1979-03-15', nationality: 'TR' },
] as const;

/** A near-duplicate of a verification's person, as an analyst might have typed it: reordered, misspelt… */
const variantOf = (faker: Faker, verification: VerificationRecord) => {
  const first = verification.firstName ?? '';
  const last = verification.lastName ?? '';
  const dob = verification.dateOfBirth ?? null;
  switch (faker.number.int({ min: 0, max: 3 })) {
    case 0:
      return { fullName: `${last} ${first}`, dateOfBirth: dob };
    case 1: {
      // Day and month swapped, where both can be a month.
      const [year, month, day] = (dob ?? '').split('-');
      const transposed = dob && Number(day) <= 12 ? `${year}-${day}-${month}` : dob;
      return { fullName: `${first} ${last}`, dateOfBirth: transposed };
    }
    case 2: {
      // One letter of the surname doubled: a typo.
      const at = Math.max(1, Math.floor(last.length / 2));
      return {
        fullName: `${first} ${last.slice(0, at)}${last[at - 1]}${last.slice(at)}`,
        dateOfBirth: dob,
      };
    }
    default:
      return { fullName: `${first.toUpperCase()} ${last.toUpperCase()}`, dateOfBirth: dob };
  }
};

const entriesOfTenant = (
  faker: Faker,
  db: DatabaseShape,
  tenantId: string,
  now: number,
): FraudEntryRecord[] => {
  const actor =
    db.users.find((u) => u.tenantIds.includes(tenantId) && u.roles.includes('ROLE_ADMINISTRATOR'))
      ?.email ?? 'system';
  const verifications = db.verifications.filter((v) => v.tenantId === tenantId);
  if (!verifications.length) return [];
  const rejected = verifications.filter((v) => v.status === 'REJECTED');
  const pool = rejected.length >= 40 ? rejected : verifications;
  const picked = faker.helpers.arrayElements(pool, Math.min(40, pool.length));
  const entries: FraudEntryRecord[] = [];
  const seen = new Set<string>();
  const add = (values: Record<string, unknown>, source: string, verificationId: string | null) => {
    const normalised = normaliseFraudEntry(values);
    const createdAt = new Date(now - faker.number.int({ min: 1, max: 180 }) * DAY).toISOString();
    const status = faker.helpers.weightedArrayElement([
      { value: 'NEW', weight: 45 },
      { value: 'FRAUD', weight: 40 },
      { value: 'APPROVED', weight: 15 },
    ]);
    const entry = {
      ...normalised,
      id: `fe-${tenantId.slice(2)}-${String(entries.length + 1).padStart(3, '0')}`,
      tenantId,
      source,
      verificationId,
      status,
      version: 1,
      createdAt,
      createdBy: actor,
      updatedAt: createdAt,
      updatedBy: actor,
    } as unknown as FraudEntryRecord;
    entry.label = fraudEntryLabelOf(entry as unknown as Record<string, unknown>);
    // One entry per subject, as the platform insists.
    const identity = indexKeysOf(entry).find((key) => key.startsWith('same:'));
    if (identity && seen.has(identity)) return;
    if (identity) seen.add(identity);
    entries.push(entry);
  };
  const reason = (source: keyof typeof REASONS) => faker.helpers.arrayElement(REASONS[source]);
  picked.slice(0, 16).forEach((v) =>
    add(
      {
        kind: 'PERSON',
        fullName: `${v.firstName} ${v.lastName}`,
        dateOfBirth: v.dateOfBirth,
        nationality: v.country.alpha2,
        reason: reason('VERIFICATION'),
      },
      'VERIFICATION',
      v.id,
    ),
  );
  picked.slice(16, 28).forEach((v) =>
    add(
      {
        kind: 'DOCUMENT',
        documentType: v.documentType,
        documentNumber: v.documentNumber,
        issuingCountry: v.issuingCountry,
        reason: reason('VERIFICATION'),
      },
      'VERIFICATION',
      v.id,
    ),
  );
  picked.slice(28, 40).forEach((v) =>
    add(
      {
        kind: 'PERSON',
        ...variantOf(faker, v),
        nationality: v.country.alpha2,
        reason: reason('MANUAL'),
      },
      'MANUAL',
      null,
    ),
  );
  NAMED_SUBJECTS.forEach((subject) =>
    add({ kind: 'PERSON', ...subject, reason: reason('MANUAL') }, 'MANUAL', null),
  );
  for (let i = 0; i < 8; i += 1) {
    const first = faker.person.firstName().toLowerCase();
    add(
      {
        kind: 'EMAIL',
        email: `${first}.${faker.string.alphanumeric(5).toLowerCase()}@${faker.helpers.arrayElement(['mailinator.com', 'proton.me', 'gmx.net', 'yopmail.com'])}`,
        reason: reason('MANUAL'),
      },
      'MANUAL',
      null,
    );
    add(
      {
        kind: 'PHONE',
        phone: `+${faker.helpers.arrayElement(['44', '49', '41', '33', '34'])}${faker.string.numeric(10)}`,
        reason: reason('MANUAL'),
      },
      'MANUAL',
      null,
    );
    add(
      { kind: 'DEVICE', deviceId: faker.string.uuid(), reason: reason('MANUAL') },
      'MANUAL',
      null,
    );
    const iban = faker.finance.iban({ formatted: false });
    if (isIban(iban)) add({ kind: 'IBAN', iban, reason: reason('MANUAL') }, 'MANUAL', null);
  }
  // Newest first by id as well as by date: ids follow the creation order.
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
};

/** The fraud database of every tenant: entries taken from rejected verifications, typed in by analysts, or imported. */
export const fraudEntriesGenerator: SeedGenerator<'fraud-entries'> = {
  collection: 'fraud-entries',
  generate: ({ faker, db, now }) =>
    db.tenants.flatMap((tenant) =>
      entriesOfTenant(faker, db, tenant.id, now),
    ) as unknown as DatabaseShape['fraud-entries'],
};

/** The blocking index of the seeded entries. */
export const fraudKeysGenerator: SeedGenerator<'fraudKeys'> = {
  collection: 'fraudKeys',
  generate: ({ db }) => (db['fraud-entries'] as unknown as FraudEntryRecord[]).flatMap(indexRowsOf),
};

/**
 * Every seeded verification checked against its tenant's database, as the platform checks new ones: the matches
 * of the last week stay open, older ones were mostly decided by the tenant's analysts.
 */
export const fraudMatchesGenerator: SeedGenerator<'fraud-matches'> = {
  collection: 'fraud-matches',
  generate: ({ faker, db, now }) => {
    const entries = db['fraud-entries'] as unknown as FraudEntryRecord[];
    const byKey = new Map<string, FraudEntryRecord[]>();
    for (const entry of entries)
      for (const key of indexKeysOf(entry)) {
        const scopedKey = `${entry.tenantId}|${key}`;
        byKey.set(scopedKey, [...(byKey.get(scopedKey) ?? []), entry]);
      }
    const matches: FraudMatchRecord[] = [];
    for (const verification of db.verifications) {
      const subject = subjectOfVerification(verification);
      const candidates = new Set<FraudEntryRecord>();
      for (const key of indexKeysOf(subject))
        for (const entry of byKey.get(`${verification.tenantId}|${key}`) ?? [])
          candidates.add(entry);
      for (const entry of candidates) {
        const explanation = compareSubjects(subject, entry);
        if (explanation.score < MATCH_THRESHOLD) continue;
        const at = verification.createdAt;
        const match = matchRecordOf(
          verification,
          { entry, explanation },
          { id: `fm-${verification.id.slice(2)}-${entry.id.slice(3)}`, at, by: 'system' },
        );
        const old = now - Date.parse(at) > 7 * DAY;
        if (old && faker.number.float() < 0.6) {
          match.status = faker.helpers.arrayElement(['APPROVED', 'FRAUD', 'EXCLUDED'] as const);
          match.version = 2;
          match.updatedBy = entry.createdBy;
          // Decided within the next two days.
          match.updatedAt = new Date(
            Date.parse(at) + faker.number.int({ min: 1, max: 48 }) * 3_600_000,
          ).toISOString();
        }
        matches.push(match);
      }
    }
    return matches as unknown as DatabaseShape['fraud-matches'];
  },
};
