/**
 * `npm run bench:fraud`: checking one verification against a fraud database of 100,000 entries, as the platform
 * does for every new verification and as the entry form's duplicate check does while the user types. The store
 * is the emulator's (SQLite, the blocking index as a table with its lookup index), seeded with the demo data plus
 * BENCH_FRAUD_ENTRIES (default 100,000) generated entries in Acme Bank, a share of them near-duplicates of the
 * tenant's verified people so that real candidates and matches exist. Prints p50, p99 and max of the check over
 * BENCH_FRAUD_CHECKS (default 2,000) verifications against the target (p99 ≤ 50 ms), how many candidates the
 * index handed the matcher, the database's size on disk, and the CSV update's dry run of a 10,000-row file
 * against the same database (median of three; target ≤ 5 s), and screening one verification against the seeded
 * watchlists (p99 ≤ 50 ms), and the risk model's what-if over 30 days of 3,000 verifications (median of three;
 * target ≤ 1 s). A measurement: it asserts nothing.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Faker, base, en } from '@faker-js/faker';
import type { ServerContext } from '../context';
import {
  candidatesOf,
  indexRowsOf,
  scoreAgainstEntries,
  subjectOfVerification,
  type FraudEntryRecord,
} from '../fraud/fraudIndex';
import { fraudEntryLabelOf, normaliseFraudEntry } from '../resources/fraudEntries';
import { csvPlanScopeOf, planCsvUpdate } from '../fraud/csvUpdate';
import {
  screenedSubjectOf,
  screeningKeysOf,
  screenSubject,
  type WatchlistEntry,
} from '../screening/screen';
import type { AuthContext } from '../auth/session';
import type { FraudCsvRow } from '../../src/contract/schemas/fraudCsv';
import { seedDatabase } from '../seed';
import { openStore } from '../store/store';
import { activeModel, whatIf } from '../risk/riskStore';
import type { CollectionName } from '../store/catalogue';

const ENTRIES = Number(process.env.BENCH_FRAUD_ENTRIES ?? 100_000);
const CHECKS = Number(process.env.BENCH_FRAUD_CHECKS ?? 2_000);
const TENANT = 't-acme';
const TARGET_P99_MS = 50;
const CSV_ROWS = 10_000;
const CSV_RUNS = 3;
const TARGET_CSV_S = 5;
const WHAT_IF_VERIFICATIONS = 3_000;
const TARGET_WHAT_IF_MS = 1_000;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const faker = new Faker({ locale: [en, base] });
faker.seed(4242);

const generate = (db: ReturnType<typeof seedDatabase>): FraudEntryRecord[] => {
  const verifications = db.verifications.filter((v) => v.tenantId === TENANT);
  const at = new Date().toISOString();
  const entries: FraudEntryRecord[] = [];
  for (let i = 0; i < ENTRIES; i += 1) {
    const kind = faker.helpers.weightedArrayElement([
      { value: 'PERSON', weight: 60 },
      { value: 'DOCUMENT', weight: 15 },
      { value: 'EMAIL', weight: 10 },
      { value: 'PHONE', weight: 8 },
      { value: 'DEVICE', weight: 7 },
    ]);
    // One in fifty is a verified person of the tenant (or their document), so the checks find real matches.
    const known = i % 50 === 0 ? faker.helpers.arrayElement(verifications) : null;
    const values: Record<string, unknown> =
      kind === 'PERSON'
        ? {
            fullName: known
              ? `${known.lastName} ${known.firstName}`
              : `${faker.person.firstName()} ${faker.person.lastName()}`,
            dateOfBirth:
              known?.dateOfBirth ??
              faker.date.birthdate({ min: 18, max: 80, mode: 'age' }).toISOString().slice(0, 10),
            nationality: faker.location.countryCode('alpha-2'),
          }
        : kind === 'DOCUMENT'
          ? {
              documentType: known?.documentType ?? 'PASSPORT',
              documentNumber: known?.documentNumber ?? faker.string.alphanumeric(9).toUpperCase(),
              issuingCountry: known?.issuingCountry ?? faker.location.countryCode('alpha-2'),
            }
          : kind === 'EMAIL'
            ? { email: `${faker.string.alphanumeric(10).toLowerCase()}@example.com` }
            : kind === 'PHONE'
              ? { phone: `+44${faker.string.numeric(10)}` }
              : { deviceId: faker.string.uuid() };
    const entry = {
      ...normaliseFraudEntry({ kind, ...values }),
      id: `fe-bench-${i}`,
      tenantId: TENANT,
      kind,
      reason: 'Benchmark',
      source: 'CSV',
      verificationId: null,
      status: 'FRAUD',
      version: 1,
      createdAt: at,
      createdBy: 'bench',
      updatedAt: at,
      updatedBy: 'bench',
    } as unknown as FraudEntryRecord;
    entry.label = fraudEntryLabelOf(entry as unknown as Record<string, unknown>);
    entries.push(entry);
  }
  return entries;
};

const main = () => {
  const dir = mkdtempSync(join(tmpdir(), 'trustdesk-bench-fraud-'));
  const file = join(dir, 'db.sqlite');
  try {
    const started = performance.now();
    const db = seedDatabase(Date.now());
    const entries = generate(db);
    db['fraud-entries'] = [
      ...(db['fraud-entries'] as unknown as FraudEntryRecord[]),
      ...entries,
    ] as never;
    db.fraudKeys = [...db.fraudKeys, ...entries.flatMap(indexRowsOf)];
    const store = openStore({
      file,
      seed: () => db,
      collections: Object.keys(db) as CollectionName[],
    });
    const keyCount = db.fraudKeys.length;
    console.info(
      `Fraud database: ${entries.length.toLocaleString('en')} generated entries in ${TENANT} ` +
        `(${keyCount.toLocaleString('en')} index rows), seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const ctx = { store, now: () => Date.now() } as unknown as ServerContext;
    const verifications = db.verifications.filter((v) => v.tenantId === TENANT).slice(0, CHECKS);
    // Warm the statements and the page cache, as a running emulator is.
    for (const v of verifications.slice(0, 50))
      scoreAgainstEntries(ctx, TENANT, subjectOfVerification(v));
    const times: number[] = [];
    let candidates = 0;
    let matched = 0;
    for (const verification of verifications) {
      const subject = subjectOfVerification(verification);
      const t0 = performance.now();
      const found = scoreAgainstEntries(ctx, TENANT, subject);
      times.push(performance.now() - t0);
      matched += found.length ? 1 : 0;
      candidates += candidatesOf(ctx, TENANT, subject).length;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    console.info(
      `One verification checked against the database (${verifications.length.toLocaleString('en')} checks):`,
    );
    console.info(
      `  p50 ${percentile(sorted, 50).toFixed(2)} ms · p99 ${p99.toFixed(2)} ms · max ${sorted.at(-1)!.toFixed(2)} ms ` +
        `(target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`,
    );
    console.info(
      `  ${(candidates / verifications.length).toFixed(1)} candidates per subject from the index; ${matched} of ${verifications.length} verifications matched at least one entry`,
    );
    // Screening: one verification against the seeded watchlists through their index in the store.
    const rules = {
      lists: ['SANCTIONS', 'PEP', 'ADVERSE_MEDIA'] as const,
      minimumScore: 0.8,
      matchTypes: ['EXACT', 'FUZZY', 'PHONETIC', 'ALIAS'] as const,
      screenedFields: ['FULL_NAME', 'DATE_OF_BIRTH', 'NATIONALITY'] as const,
    };
    const listIndex = store.table('watchlistKeys');
    const lists = store.table('watchlist');
    const screen = (verification: (typeof verifications)[number]) => {
      const subject = screenedSubjectOf(verification, rules.screenedFields)!;
      const ids = new Set<string>();
      for (const key of screeningKeysOf(subject))
        for (const row of listIndex.where('key', key)) ids.add(row.entryId);
      const candidates = [...ids].map((id) => lists.get(id) as unknown as WatchlistEntry);
      return screenSubject(subject, candidates, rules);
    };
    for (const v of verifications.slice(0, 50)) screen(v);
    const screenTimes: number[] = [];
    let screenedHits = 0;
    for (const verification of verifications) {
      const t0 = performance.now();
      screenedHits += screen(verification).length;
      screenTimes.push(performance.now() - t0);
    }
    const screenSorted = [...screenTimes].sort((a, b) => a - b);
    const screenP99 = percentile(screenSorted, 99);
    console.info(
      `Screening one verification against the watchlists (${db.watchlist.length.toLocaleString('en')} entries, ${verifications.length.toLocaleString('en')} verifications):`,
    );
    console.info(
      `  p50 ${percentile(screenSorted, 50).toFixed(2)} ms · p99 ${screenP99.toFixed(2)} ms · max ${screenSorted.at(-1)!.toFixed(2)} ms ` +
        `(target p99 ≤ ${TARGET_P99_MS} ms: ${screenP99 <= TARGET_P99_MS ? 'met' : 'NOT met'}) · ${screenedHits} hits`,
    );

    // The CSV update's dry run of a 10,000-row file: a mix of new people, documents and addresses, a share of
    // them already in the database (updates) and some broken rows (rejections).
    const rows: FraudCsvRow[] = Array.from({ length: CSV_ROWS }, (_, index) => {
      const known = entries[(index * 7) % entries.length]!;
      const rowNumber = index + 2;
      if (index % 10 === 0)
        return { rowNumber, kind: 'PHONE', phone: '0800 123', reason: 'Broken' };
      if (index % 5 === 0)
        return {
          rowNumber,
          kind: known.kind,
          fullName: known.fullName ?? undefined,
          dateOfBirth: known.dateOfBirth ?? undefined,
          nationality: known.nationality ?? undefined,
          documentType: known.documentType ?? undefined,
          documentNumber: known.documentNumber ?? undefined,
          issuingCountry: known.issuingCountry ?? undefined,
          email: known.email ?? undefined,
          phone: known.phone ?? undefined,
          deviceId: known.deviceId ?? undefined,
          reason: 'Confirmed',
          status: 'FRAUD',
        };
      return {
        rowNumber,
        kind: 'PERSON',
        fullName: `${faker.person.firstName()} ${faker.person.lastName()}`,
        dateOfBirth: faker.date
          .birthdate({ min: 18, max: 80, mode: 'age' })
          .toISOString()
          .slice(0, 10),
        reason: 'Consortium list',
      };
    });
    const auth = {
      tenant: { id: TENANT, name: 'Acme Bank' },
      user: { email: 'bench@demo.test', roles: ['ROLE_SUPPORT_MANAGER'] },
    } as unknown as AuthContext;
    const csvTimes: number[] = [];
    let outcome = { create: 0, update: 0, reject: 0 };
    for (let run = 0; run < CSV_RUNS; run += 1) {
      const t0 = performance.now();
      const planned = planCsvUpdate(ctx, csvPlanScopeOf(auth), rows);
      csvTimes.push(performance.now() - t0);
      outcome = {
        create: planned.filter((row) => row.result.outcome === 'CREATE').length,
        update: planned.filter((row) => row.result.outcome === 'UPDATE').length,
        reject: planned.filter((row) => row.result.outcome === 'REJECT').length,
      };
    }
    const csvMedian = [...csvTimes].sort((a, b) => a - b)[Math.floor(CSV_RUNS / 2)]!;
    console.info(
      `CSV update dry run of ${CSV_ROWS.toLocaleString('en')} rows against the same database (median of ${CSV_RUNS}):`,
    );
    console.info(
      `  ${(csvMedian / 1000).toFixed(2)} s (target ≤ ${TARGET_CSV_S} s: ${csvMedian / 1000 <= TARGET_CSV_S ? 'met' : 'NOT met'}) · ${outcome.create} to create, ${outcome.update} to update, ${outcome.reject} rejected`,
    );
    // The risk model's what-if: the last 30 days of the tenant, topped up with copies of its recent
    // verifications (new ids, the same findings) to WHAT_IF_VERIFICATIONS, replayed with a stricter model.
    const table = store.table('verifications');
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const recent = table.recordsWhere(TENANT, [{ field: 'createdAt', min: since }]);
    for (let copy = 0; recent.length * (copy + 1) < WHAT_IF_VERIFICATIONS; copy += 1)
      for (const v of recent.slice(0, WHAT_IF_VERIFICATIONS - recent.length * (copy + 1)))
        table.insert({ ...v, id: `${v.id}-w${copy}`, publicId: `${v.publicId}-w${copy}` } as never);
    const active = activeModel(ctx, TENANT)!.model;
    const stricter = {
      ...active,
      bands: active.bands.map((band, i) => (i === 1 ? { ...band, from: 20 } : band)),
    };
    whatIf(ctx, TENANT, stricter);
    const whatIfTimes: number[] = [];
    let replayed = { total: 0, changedCount: 0 };
    for (let run = 0; run < CSV_RUNS; run += 1) {
      const t0 = performance.now();
      replayed = whatIf(ctx, TENANT, stricter);
      whatIfTimes.push(performance.now() - t0);
    }
    const whatIfMedian = [...whatIfTimes].sort((a, b) => a - b)[Math.floor(CSV_RUNS / 2)]!;
    console.info(
      `Risk model what-if over the last 30 days (${replayed.total.toLocaleString('en')} verifications, median of ${CSV_RUNS}):`,
    );
    console.info(
      `  ${whatIfMedian.toFixed(0)} ms (target ≤ ${TARGET_WHAT_IF_MS} ms: ${whatIfMedian <= TARGET_WHAT_IF_MS ? 'met' : 'NOT met'}) · ${replayed.changedCount.toLocaleString('en')} would change band`,
    );
    store.close();
    console.info(`  database on disk: ${(statSync(file).size / 2 ** 20).toFixed(0)} MiB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

main();
