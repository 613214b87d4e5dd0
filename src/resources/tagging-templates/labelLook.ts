import {
  TAGGING_COLOUR_PATTERN,
  type TaggingLabel,
  type TaggingLabelLocale,
} from '../../contract/rules/taggingTemplate';

/** What a label shows in while its colour is not a complete #rrggbb yet (being typed). */
export const FALLBACK_COLOUR = '#757575';

/** Colours offered to new labels in turn, distinct from each other and dark enough for white text. */
export const LABEL_PALETTE = [
  '#2e7d32',
  '#c62828',
  '#1565c0',
  '#ef6c00',
  '#6a1b9a',
  '#00838f',
  '#ad1457',
  '#4e342e',
] as const;

export const colourOf = (value: unknown): string =>
  typeof value === 'string' && TAGGING_COLOUR_PATTERN.test(value.trim())
    ? value.trim()
    : FALLBACK_COLOUR;

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** Black or white, whichever reads better on the label's colour (a user may pick any colour). */
export const textOn = (colour: string): '#000000' | '#ffffff' => {
  const l = luminance(colourOf(colour));
  // Contrast ratios against white (1) and black (0): (1.05) / (l + 0.05) and (l + 0.05) / 0.05.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
};

/** A label's name in the user's language, the English one when that is empty; '' when it has none yet. */
export const nameIn = (label: Pick<TaggingLabel, 'names'>, locale: string): string => {
  const names = label.names as Partial<Record<TaggingLabelLocale, string>> | undefined;
  const own = names?.[locale as TaggingLabelLocale]?.trim();
  return own || names?.en?.trim() || '';
};
