import type { Faker } from '@faker-js/faker';
import type { DatabaseShape } from '../types';

/** Seed data is dated relative to this fixed instant, so the same seed gives the same records every time. */
export const SEED_REFERENCE_DATE = new Date('2025-06-01T08:00:00.000Z');
export const SEED_ACTOR = 'system';

/** What a generator sees: its own seeded faker, the collections generated before it and the seeding instant. */
export interface SeedContext {
  faker: Faker;
  db: DatabaseShape;
  /**
   * When the database is seeded (ms). Operational data (verifications, executions, reports, audit history) is
   * dated relative to it so the dashboard's recent days are never empty; the same seed and instant give the
   * same data.
   */
  now: number;
}

/** UTC midnight of the seeding day (ms). */
export const seedingDayOf = (now: number): number => {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime();
};

/** A seed generator fills one collection. Later issues add collections by adding a generator to the list. */
export interface SeedGenerator<K extends keyof DatabaseShape = keyof DatabaseShape> {
  collection: K;
  generate(ctx: SeedContext): DatabaseShape[K];
}

export const seedStamp = () => ({
  version: 1,
  updatedBy: SEED_ACTOR,
  updatedAt: SEED_REFERENCE_DATE.toISOString(),
});
