import { useId, type KeyboardEvent } from 'react';
import { Box, TextField, ToggleButton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TaggingLabel } from '../../contract/rules/taggingTemplate';
import { colourOf, nameIn, textOn } from './labelLook';
import { shortcutOfEvent, toggleLabel } from './taggingKeys';

export interface TaggingPanelProps {
  /** The template's labels, in order. */
  labels: readonly TaggingLabel[];
  /** Several labels may be on at once; otherwise choosing one replaces the other. */
  allowMultiple: boolean;
  /** Offers the free-text comment. */
  commentField: boolean;
  /** The keys of the labels that are on. */
  selected: readonly string[];
  comment: string;
  /** Every change: the labels that are on now and the comment. */
  onChange: (selected: string[], comment: string) => void;
  disabled?: boolean;
}

const KEY_CAP = {
  display: 'inline-block',
  minWidth: '1.5em',
  px: 0.5,
  borderRadius: 0.5,
  border: 1,
  borderColor: 'currentColor',
  fontFamily: 'monospace',
  fontSize: '0.8rem',
  lineHeight: 1.4,
  textAlign: 'center',
  textTransform: 'uppercase',
} as const;

/**
 * The tagging panel a reviewer uses on each item of an experiment: the template's labels as toggle buttons in
 * their colours with their keys, one or several on as the template says, the comment where it asks for one, and
 * the keys of the view. While the panel has the focus, a label's key toggles it; the tagging view binds the keys
 * on its whole page instead (`useTaggingShortcuts`). It keeps no state: the caller holds what is selected.
 */
export const TaggingPanel = ({
  labels,
  allowMultiple,
  commentField,
  selected,
  comment,
  onChange,
  disabled = false,
}: TaggingPanelProps) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const hintId = useId();
  const words = (key: string, options?: Record<string, unknown>) =>
    translate(`resources.tagging-templates.panel.${key}`, options);
  const toggle = (key: string) => onChange(toggleLabel(selected, key, allowMultiple), comment);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const label = shortcutOfEvent(labels, event);
    if (!label) return;
    event.preventDefault();
    toggle(label.key);
  };
  return (
    <Box
      role="group"
      aria-label={words('title')}
      aria-describedby={hintId}
      tabIndex={disabled ? -1 : 0}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {words(allowMultiple ? 'multiple' : 'single')}
      </Typography>
      {labels.length === 0 ? (
        <Typography variant="body2">{words('noLabels')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {labels.map((label, index) => {
            const on = selected.includes(label.key);
            const colour = colourOf(label.colour);
            const name = nameIn(label, locale) || words('unnamed', { number: index + 1 });
            const shortcut = label.shortcut.trim();
            return (
              <ToggleButton
                // Keys may repeat while a template is being typed; the place does not.
                key={index}
                value={label.key}
                selected={on}
                disabled={disabled}
                onChange={() => toggle(label.key)}
                aria-keyshortcuts={shortcut || undefined}
                size="small"
                sx={{
                  gap: 1,
                  textTransform: 'none',
                  border: 2,
                  borderColor: colour,
                  color: 'text.primary',
                  '&.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: colour,
                    color: textOn(colour),
                  },
                }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, flex: 'none' }}
                />
                <span>{name}</span>
                {shortcut ? (
                  <Box component="kbd" sx={KEY_CAP} title={words('shortcut', { key: shortcut })}>
                    {shortcut}
                  </Box>
                ) : null}
              </ToggleButton>
            );
          })}
        </Box>
      )}
      {commentField ? (
        <TextField
          label={words('comment')}
          value={comment}
          onChange={(event) => onChange([...selected], event.target.value)}
          disabled={disabled}
          multiline
          minRows={2}
          size="small"
          fullWidth
        />
      ) : null}
      <Typography id={hintId} variant="caption" color="text.secondary">
        {words('keys')}
      </Typography>
    </Box>
  );
};

export default TaggingPanel;
