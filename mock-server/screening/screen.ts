import type { SCREENED_FIELDS } from '../../src/contract/resources/screeningSettings';
import type {
  SCREENING_MATCH_TYPES,
  WATCHLIST_TYPES,
} from '../../src/contract/resources/screeningHits';
import type { VerificationSubjectSource } from '../fraud/fraudIndex';
import {
  blockingKeysOf,
  compareSubjects,
  type FeatureComparison,
  type FraudSubject,
} from '../fraud/matching';

/**
 * Watchlist screening, pure: a subject is compared with the list entries its blocking keys lead to, under each
 * of the entry's names (the primary one and its aliases), with the fraud matcher's explainable comparison. The
 * best name decides; the way it met gives the hit's `matchType`. The caller finds candidates (the store's index
 * at run time, a map while seeding).
 */
export type WatchlistType = (typeof WATCHLIST_TYPES)[number];
export type ScreeningMatchType = (typeof SCREENING_MATCH_TYPES)[number];
export type ScreenedField = (typeof SCREENED_FIELDS)[number];

export interface WatchlistEntry {
  id: string;
  listType: WatchlistType;
  listSource: string;
  name: string;
  aliases: string[];
  dateOfBirth: string | null;
  nationality: string | null;
  documentNumber: string | null;
  listedAt: string;
}

/** A merchant's screening settings, as the engine reads them. */
export interface ScreeningRules {
  lists: readonly WatchlistType[];
  minimumScore: number;
  matchTypes: readonly ScreeningMatchType[];
  screenedFields: readonly ScreenedField[];
}

export interface ScreeningFinding {
  entry: WatchlistEntry;
  score: number;
  matchType: ScreeningMatchType;
  matchedAlias: string | null;
  /** The subject's date of birth or nationality says it is someone else. */
  contradicts: boolean;
  features: FeatureComparison[];
}

/** The keys a list entry is indexed under: those of each of its names. */
export const watchlistKeysOf = (entry: WatchlistEntry): string[] => [
  ...new Set(
    [entry.name, ...entry.aliases].flatMap((name) =>
      blockingKeysOf({ fullName: name, dateOfBirth: entry.dateOfBirth }),
    ),
  ),
];

/** The subject of a verification as the merchant screens it: the name always, the rest where chosen. */
export const screenedSubjectOf = (
  verification: VerificationSubjectSource,
  fields: readonly ScreenedField[],
): FraudSubject | null => {
  const fullName = [verification.firstName, verification.lastName].filter(Boolean).join(' ');
  if (!fullName) return null;
  return {
    fullName,
    dateOfBirth: fields.includes('DATE_OF_BIRTH') ? (verification.dateOfBirth ?? null) : null,
    nationality: fields.includes('NATIONALITY') ? (verification.country?.alpha2 ?? null) : null,
    documentNumber: fields.includes('DOCUMENT_NUMBER')
      ? (verification.documentNumber ?? null)
      : null,
  };
};

/** The keys to look candidates up under (without the date of birth: a list entry often has none). */
export const screeningKeysOf = (subject: FraudSubject): string[] => [
  ...new Set([
    ...blockingKeysOf(subject),
    ...blockingKeysOf({ fullName: subject.fullName, dateOfBirth: null }),
  ]),
];

const matchTypeOf = (name: FeatureComparison | undefined, alias: boolean): ScreeningMatchType => {
  if (alias) return 'ALIAS';
  if (!name || name.outcome === 'EXACT' || name.outcome === 'TOKEN_ORDER') return 'EXACT';
  return name.outcome === 'PHONETIC' ? 'PHONETIC' : 'FUZZY';
};

const outcomeOf = (features: readonly FeatureComparison[], feature: FeatureComparison['feature']) =>
  features.find((candidate) => candidate.feature === feature)?.outcome;

/**
 * A screening score is the name's: a list is screened for names, and a namesake born on another day is the
 * classic false positive a reviewer must still see (flagged as contradicting, so it can be cleared in bulk).
 * The same date of birth or document adds a little, a different one takes some off.
 */
export const screeningScoreOf = (
  features: readonly FeatureComparison[],
  nameScore: number,
): number => {
  if (outcomeOf(features, 'documentNumber') === 'EXACT') return 1;
  const dob = outcomeOf(features, 'dateOfBirth');
  const adjusted =
    nameScore +
    (dob === 'EXACT' ? 0.05 : dob === 'MISMATCH' ? -0.1 : 0) +
    (outcomeOf(features, 'country') === 'MISMATCH' ? -0.05 : 0);
  return Math.round(Math.min(1, Math.max(0, adjusted)) * 100) / 100;
};

/** Compares the subject with one entry under each of its names; the best one, or null below the rules. */
export const screenAgainst = (
  subject: FraudSubject,
  entry: WatchlistEntry,
  rules: ScreeningRules,
): ScreeningFinding | null => {
  if (!rules.lists.includes(entry.listType)) return null;
  let best: ScreeningFinding | null = null;
  [entry.name, ...entry.aliases].forEach((name, index) => {
    const explanation = compareSubjects(subject, {
      fullName: name,
      dateOfBirth: entry.dateOfBirth,
      nationality: entry.nationality,
      documentNumber: entry.documentNumber,
    });
    const nameFeature = explanation.features.find((feature) => feature.feature === 'name');
    if (!nameFeature || nameFeature.outcome === 'MISMATCH') return;
    const score = screeningScoreOf(explanation.features, nameFeature.score);
    if (best && best.score >= score) return;
    best = {
      entry,
      score,
      matchType: matchTypeOf(nameFeature, index > 0),
      matchedAlias: index > 0 ? name : null,
      contradicts: explanation.features.some(
        (feature) =>
          (feature.feature === 'dateOfBirth' || feature.feature === 'country') &&
          feature.outcome === 'MISMATCH',
      ),
      features: explanation.features,
    };
  });
  const found = best as ScreeningFinding | null;
  if (!found || found.score < rules.minimumScore || !rules.matchTypes.includes(found.matchType))
    return null;
  return found;
};

/** Every entry of the candidates the subject resembles under the rules, best first. */
export const screenSubject = (
  subject: FraudSubject,
  candidates: Iterable<WatchlistEntry>,
  rules: ScreeningRules,
): ScreeningFinding[] => {
  const findings: ScreeningFinding[] = [];
  for (const entry of candidates) {
    const finding = screenAgainst(subject, entry, rules);
    if (finding) findings.push(finding);
  }
  return findings.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
};

/** The merchant a verification is screened for: the emulator's verifications name none, so a stable pick. */
export const merchantIndexOf = (verificationId: string, merchants: number): number => {
  let hash = 0;
  for (const char of verificationId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return merchants ? hash % merchants : 0;
};
