import { lazy } from 'react';
import type { DeclarationOverrides } from '../../kit';

/**
 * The fraud database, one area of two declared resources (src/contract/resources/fraudEntries.ts and
 * fraudMatches.ts): generated lists, show pages and forms, with their hand-written parts (verdict chips, the
 * form's duplicate check, an entry's matched verifications, a match's comparison) in one screens chunk loaded
 * with the area's first screen.
 */
export const fraudEntriesOverrides: DeclarationOverrides = {
  screens: () => import('./entryScreens'),
};

export const fraudMatchesOverrides: DeclarationOverrides = {
  screens: () => import('./matchScreens'),
};

export const screeningHitsOverrides: DeclarationOverrides = {
  screens: () => import('./hitScreens'),
};

/** A verification's watchlist hits and fraud matches (its show page's tab), loaded when the tab opens. */
export const VerificationFindings = lazy(() => import('./VerificationFindings'));
