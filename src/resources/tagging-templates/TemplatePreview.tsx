import { useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import {
  TAGGING_LABEL_MEANINGS,
  type TaggingLabel,
  type TaggingLabelMeaning,
} from '../../contract/rules/taggingTemplate';
import { TaggingPanel } from './TaggingPanel';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The labels as typed so far, in the shape the panel shows: unfinished values read as empty, and a label without
 * a key yet (or with one another label has) gets one of its own place, so it can still be tried.
 */
export const previewLabels = (typed: unknown): TaggingLabel[] => {
  const seen = new Set<string>();
  return (Array.isArray(typed) ? typed : []).map((value: unknown, index) => {
    const label = (value ?? {}) as Partial<Record<keyof TaggingLabel, unknown>>;
    const names = (label.names ?? {}) as Record<string, unknown>;
    const typedKey = text(label.key).trim();
    const key = typedKey && !seen.has(typedKey) ? typedKey : `#${index}`;
    seen.add(key);
    const means = TAGGING_LABEL_MEANINGS.includes(label.means as TaggingLabelMeaning)
      ? (label.means as TaggingLabelMeaning)
      : 'NONE';
    return {
      key,
      names: { en: text(names.en), de: text(names.de) },
      colour: text(label.colour),
      shortcut: text(label.shortcut),
      means,
    };
  });
};

/**
 * Beside the editor: the tagging panel as reviewers will see it, following every keystroke. Clicks and keys work
 * here as in the tagging view, but only in this preview: nothing of it is part of the form.
 */
export const TemplatePreview = () => {
  const translate = useTranslate();
  const [typed, allowMultiple, commentField] = useWatch({
    name: ['labels', 'allowMultiple', 'commentField'],
  }) as [unknown, unknown, unknown];
  const [tried, setTried] = useState<{ selected: string[]; comment: string }>({
    selected: [],
    comment: '',
  });
  const labels = previewLabels(typed);
  const multiple = allowMultiple === true;
  // What was tried stays while it still fits the template: removed labels drop out, one label in single choice.
  const present = tried.selected.filter((key) => labels.some((label) => label.key === key));
  const selected = multiple ? present : present.slice(-1);
  return (
    <Box component="section" aria-labelledby="tagging-template-preview">
      <Typography
        id="tagging-template-preview"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        {translate('resources.tagging-templates.preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.tagging-templates.preview.hint')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TaggingPanel
          labels={labels}
          allowMultiple={multiple}
          commentField={commentField === true}
          selected={selected}
          comment={tried.comment}
          onChange={(next, comment) => setTried({ selected: next, comment })}
        />
      </Paper>
    </Box>
  );
};
