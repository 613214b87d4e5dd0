import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { verificationsListUrl, type VerificationListFilter } from '../verificationLinks';

export interface KpiCardProps {
  id: string;
  label: string;
  value: string;
  hint: ReactNode;
  filter: VerificationListFilter;
  /** False when the user may not list verifications: the figure shows without a link. */
  linkable: boolean;
  /** Draws attention (a left bar and a coloured value) when the figure needs action. */
  accent?: 'warning' | 'error';
}

/** One key figure: label, value and a one-line explanation; the whole card opens the filtered list. */
export const KpiCard = ({ id, label, value, hint, filter, linkable, accent }: KpiCardProps) => {
  const translate = useTranslate();
  const content = (
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="h3"
        // A label breaks between words (or where the document's language hyphenates), never inside a word. Set in
        // small mixed case rather than spaced capitals, the longest German word ("Genehmigungsquote") fits the
        // narrowest card.
        sx={{
          display: 'block',
          fontWeight: 600,
          lineHeight: 1.6,
          hyphens: 'auto',
          overflowWrap: 'normal',
        }}
      >
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        data-testid={`kpi-${id}-value`}
        sx={{
          fontVariantNumeric: 'tabular-nums',
          color: accent ? `${accent}.main` : 'text.primary',
          my: 0.25,
        }}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </CardContent>
  );
  return (
    <Card
      data-testid={`kpi-${id}`}
      sx={{
        height: '100%',
        position: 'relative',
        borderLeft: (theme) =>
          `4px solid ${accent ? theme.palette[accent].main : theme.palette.divider}`,
      }}
    >
      {linkable ? (
        <CardActionArea
          component={RouterLink}
          to={verificationsListUrl(filter)}
          sx={{ height: '100%' }}
        >
          {/* Named by what it shows (label, value, hint: WCAG 2.5.3 wants the visible words in the name), then
              what it does, for screen readers only. */}
          {content}
          <Box component="span" sx={visuallyHidden}>
            {translate('app.dashboard.kyc.kpi.openList')}
          </Box>
        </CardActionArea>
      ) : (
        <Box sx={{ height: '100%' }}>{content}</Box>
      )}
    </Card>
  );
};
