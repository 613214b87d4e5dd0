import type { Faker } from '@faker-js/faker';
import type { DatabaseShape } from '../types';

/** Seed data is dated relative to this fixed instant, so the same seed gives the same records every time. */
export const SEED_REFERENCE_DATE = new Date('2025-06-01T08:00:00.000Z');
export const SEED_ACTOR = 'system';

/** What a generator sees: its own seeded faker and the collections generated before it. */
export interface SeedContext {
  faker: Faker;
  db: DatabaseShape;
}

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
