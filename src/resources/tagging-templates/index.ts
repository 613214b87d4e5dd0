import { lazy } from 'react';
import type { DeclarationOverrides } from '../../kit';

/**
 * Tagging templates, declared in src/contract/resources/taggingTemplates.ts: the generated list, show page and
 * forms, with the labels' editor, its live preview and the labels' chips loaded with the first screen.
 */
export const taggingTemplatesOverrides: DeclarationOverrides = {
  screens: () => import('./screens'),
};

/**
 * The tagging panel (labels as toggle buttons with their keys, the comment, the view's keys) for the tagging view
 * of an experiment; loaded when first shown.
 */
export const TaggingPanel = lazy(() => import('./TaggingPanel'));
export type { TaggingPanelProps } from './TaggingPanel';
export { shortcutFor, shortcutOfEvent, toggleLabel, useTaggingShortcuts } from './taggingKeys';
export type { TaggingLabel, TaggingLabelMeaning } from '../../contract/rules/taggingTemplate';
