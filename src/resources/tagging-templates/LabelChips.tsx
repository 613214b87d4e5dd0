import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import type { TaggingLabel } from '../../contract/rules/taggingTemplate';
import { colourOf, nameIn, textOn } from './labelLook';

/**
 * A template's labels as coloured chips, in the user's language, each with its key cap and what it stands for
 * (the show page's `labels`).
 */
export const LabelChips = ({ record, source }: { record: RaRecord; source: string }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const labels = Array.isArray(record[source]) ? (record[source] as TaggingLabel[]) : [];
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {labels.map((label) => {
        const colour = colourOf(label.colour);
        return (
          <Box
            component="li"
            key={label.key}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.5,
              borderRadius: 4,
              bgcolor: colour,
              color: textOn(colour),
            }}
          >
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {nameIn(label, locale)}
            </Typography>
            <Box
              component="kbd"
              title={translate('resources.tagging-templates.panel.shortcut', {
                key: label.shortcut,
              })}
              sx={{
                px: 0.5,
                minWidth: '1.5em',
                textAlign: 'center',
                border: 1,
                borderColor: 'currentColor',
                borderRadius: 0.5,
                fontFamily: 'monospace',
                fontSize: '0.8rem',
                textTransform: 'uppercase',
              }}
            >
              {label.shortcut}
            </Box>
            <Typography component="span" variant="body2">
              · {translate(`resources.tagging-templates.means.${label.means}`)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
