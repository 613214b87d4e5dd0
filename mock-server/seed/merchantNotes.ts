import type { MerchantNoteRecord } from '../types';
import type { SeedGenerator } from './context';
import { SEED_REFERENCE_DATE } from './context';

const NOTE_TEXTS = [
  'Onboarding call done; contract countersigned.',
  'Asked for a higher API tier for the holiday season.',
  'Compliance review passed without findings.',
  'Callback URL changed after their infrastructure move.',
  'Requested a copy of last quarter\u2019s verification report.',
] as const;

/** A few plain-text notes per merchant, written by the tenant's administrator. */
export const merchantNotesGenerator: SeedGenerator<'merchantNotes'> = {
  collection: 'merchantNotes',
  generate: ({ faker, db }) => {
    const author = db.users.find((u) => u.roles.includes('ROLE_ADMINISTRATOR'));
    if (!author) return [];
    return db.merchants.flatMap((merchant) =>
      faker.helpers
        .arrayElements(NOTE_TEXTS, { min: 1, max: 3 })
        .map((text, i): MerchantNoteRecord => ({
          id: `n-${merchant.id.slice(2)}-${i + 1}`,
          merchantId: merchant.id,
          text,
          authorId: author.id,
          authorEmail: author.email,
          createdAt: faker.date.past({ years: 1, refDate: SEED_REFERENCE_DATE }).toISOString(),
        })),
    );
  },
};
