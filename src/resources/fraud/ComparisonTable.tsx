import {
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { FeatureComparisonDto } from '../../contract/resources/fraudMatches';
import { ScrollingTable } from '../../components';
import { scorePercent } from './FraudChips';

/** Same or alike reads amber (a reason to look), different reads grey: the words say which. */
const toneOf = (outcome: FeatureComparisonDto['outcome']) =>
  outcome === 'MISMATCH' ? 'default' : outcome === 'EXACT' ? 'error' : 'warning';

/**
 * Why a verification and a fraud entry (or a watchlist entry: `resource` names whose words) match, attribute by attribute: the two values as compared (transliterated
 * and normalised), how they compared and what that was worth, so a reviewer decides on evidence, not on a score.
 */
export const ComparisonTable = ({ resource = 'fraud-matches' }: { resource?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const features = (record?.features ?? []) as FeatureComparisonDto[];
  const t = (key: string) => translate(`resources.${resource}.comparison.${key}`);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="fraud-match-comparison"
      sx={{ mt: 2 }}
    >
      <CardContent>
        <Typography
          id="fraud-match-comparison"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {t('title')}
        </Typography>
        <ScrollingTable>
          <Table size="small" aria-labelledby="fraud-match-comparison">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('feature')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('verification')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('entry')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('outcome')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('score')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {features.map((feature) => (
                <TableRow key={`${feature.feature}-${feature.left}-${feature.right}`}>
                  <TableCell component="th" scope="row">
                    {t(`features.${feature.feature}`)}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{feature.left}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{feature.right}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={toneOf(feature.outcome)}
                      label={t(`outcomes.${feature.outcome}`)}
                    />
                  </TableCell>
                  <TableCell align="right">{scorePercent(feature.score, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollingTable>
      </CardContent>
    </Card>
  );
};
