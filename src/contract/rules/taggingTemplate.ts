import { z } from 'zod';
import type { FieldIssue } from '../declare';

/**
 * The rules of a tagging template's labels, shared by the portal's editor, the tagging view of experiments and
 * the platform: what a label is, which keys the tagging view keeps for itself, and the checks across labels
 * (unique keys and shortcuts). Both sides refuse the same template with the same field and code.
 */

/** What a label stands for, so an experiment can score each arm's REJECTED against the tags. */
export const TAGGING_LABEL_MEANINGS = ['REJECT', 'PASS', 'NONE'] as const;
export type TaggingLabelMeaning = (typeof TAGGING_LABEL_MEANINGS)[number];

/** The languages a label is named in (the portal's locales). */
export const TAGGING_LABEL_LOCALES = ['en', 'de'] as const;
export type TaggingLabelLocale = (typeof TAGGING_LABEL_LOCALES)[number];

/** The tagging view moves to the next item with J and to the previous one with K. */
export const RESERVED_SHORTCUTS: readonly string[] = ['j', 'k'];

export const TAGGING_LABELS_MAX = 20;
export const TAGGING_LABEL_NAME_MAX = 60;
export const TAGGING_LABEL_KEY_MAX = 40;
export const TAGGING_LABEL_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const TAGGING_SHORTCUT_PATTERN = /^[a-z0-9]$/;
export const TAGGING_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

const labelName = z.string().trim().min(1).max(TAGGING_LABEL_NAME_MAX);

/** One label of a template; a shortcut typed in capitals is kept in lower case. */
export const taggingLabelSchema = z.object({
  key: z.string().trim().max(TAGGING_LABEL_KEY_MAX).regex(TAGGING_LABEL_KEY_PATTERN),
  names: z.object({ en: labelName, de: labelName }),
  colour: z.string().trim().regex(TAGGING_COLOUR_PATTERN),
  shortcut: z.string().trim().toLowerCase().regex(TAGGING_SHORTCUT_PATTERN),
  means: z.enum(TAGGING_LABEL_MEANINGS),
});

/** A label as stored and answered (what the tagging view of an experiment offers). */
export type TaggingLabel = z.infer<typeof taggingLabelSchema>;

/** A shortcut as compared: trimmed, in lower case ('' when there is none yet). */
export const normaliseShortcut = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const ISSUE_MESSAGES = {
  NO_LABELS: 'A template needs at least one label.',
  DUPLICATE_KEY: 'Another label already has this key.',
  DUPLICATE_SHORTCUT: 'Another label already has this shortcut.',
  RESERVED_SHORTCUT: 'J and K are kept for the next and the previous item.',
} as const;
export type TaggingTemplateIssueCode = keyof typeof ISSUE_MESSAGES;

const issue = (field: string, code: TaggingTemplateIssueCode): FieldIssue => ({
  field,
  code,
  message: ISSUE_MESSAGES[code],
});

/**
 * The rules across a template's labels, on the values as typed (the form) or as parsed (the platform): at least
 * one label, no reserved shortcut, and no key or shortcut (in any case) used twice. A repeat is flagged on the
 * later label's input (`labels.2.shortcut`), the one the user just added. Formats of single values are the
 * schema's; empty values are left to it.
 */
export const taggingTemplateIssues = (values: Readonly<Record<string, unknown>>): FieldIssue[] => {
  const labels: unknown[] = Array.isArray(values.labels) ? values.labels : [];
  if (labels.length === 0) return [issue('labels', 'NO_LABELS')];
  const issues: FieldIssue[] = [];
  const keys = new Set<string>();
  const shortcuts = new Set<string>();
  labels.forEach((label, index) => {
    const { key, shortcut } = (label ?? {}) as { key?: unknown; shortcut?: unknown };
    const keyText = text(key);
    if (keyText && keys.has(keyText)) issues.push(issue(`labels.${index}.key`, 'DUPLICATE_KEY'));
    keys.add(keyText);
    const letter = normaliseShortcut(shortcut);
    if (!letter) return;
    if (RESERVED_SHORTCUTS.includes(letter))
      issues.push(issue(`labels.${index}.shortcut`, 'RESERVED_SHORTCUT'));
    else if (shortcuts.has(letter))
      issues.push(issue(`labels.${index}.shortcut`, 'DUPLICATE_SHORTCUT'));
    shortcuts.add(letter);
  });
  return issues;
};
