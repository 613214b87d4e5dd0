import {
  Alert,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { riskModelBandColor, ScrollingTable } from '../components';
import { RISK_BANDS } from '../contract/rules/riskModel';
import type { RiskWhatIf } from '../contract/schemas/riskManagement';

const K = 'app.riskManagement.whatIf';
const ROWS = [...RISK_BANDS, '-1'] as const;

type Outcome = RiskWhatIf['changed'][number]['before'];

const OutcomeChip = ({ outcome }: { outcome: Outcome }) => {
  const translate = useTranslate();
  const band = String(outcome.band);
  const label =
    band === '-1'
      ? translate(`${K}.notExecuted`)
      : translate(`${K}.outcome`, {
          score: outcome.score,
          band: translate(`app.riskManagement.bands.names.${band}`),
        });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={riskModelBandColor(band)}
      label={label}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
};

/**
 * The what-if of the edited model: the counts per band now and with the changes, and the first verifications
 * that would change band, each linking to its page. Marked stale once the model changes after it.
 */
export const WhatIfPanel = ({ result, stale }: { result: RiskWhatIf; stale: boolean }) => {
  const translate = useTranslate();
  const difference = (band: string) => (result.after[band] ?? 0) - (result.before[band] ?? 0);
  return (
    <Stack spacing={2} aria-live="polite">
      {stale ? <Alert severity="warning">{translate(`${K}.stale`)}</Alert> : null}
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {result.changedCount
          ? translate(`${K}.summary`, { changed: result.changedCount, total: result.total })
          : translate(`${K}.none`, { total: result.total })}
      </Typography>
      <ScrollingTable>
        <Table size="small" aria-label={translate(`${K}.title`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${K}.band`)}</TableCell>
              <TableCell align="right">{translate(`${K}.now`)}</TableCell>
              <TableCell align="right">{translate(`${K}.edited`)}</TableCell>
              <TableCell align="right">{translate(`${K}.difference`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((band) => {
              const delta = difference(band);
              return (
                <TableRow key={band}>
                  <TableCell component="th" scope="row">
                    {translate(`app.riskManagement.bands.names.${band}`)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {result.before[band] ?? 0}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {result.after[band] ?? 0}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      fontVariantNumeric: 'tabular-nums',
                      fontWeight: delta ? 600 : undefined,
                      color: delta ? 'text.primary' : 'text.secondary',
                    }}
                  >
                    {delta > 0 ? `+${delta}` : delta}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollingTable>
      {result.changed.length ? (
        <>
          <Typography variant="subtitle2" component="h3">
            {translate(`${K}.sampleTitle`, { count: result.changed.length })}
          </Typography>
          <ScrollingTable>
            <Table
              size="small"
              aria-label={translate(`${K}.sampleTitle`, { count: result.changed.length })}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${K}.verification`)}</TableCell>
                  <TableCell>{translate(`${K}.now`)}</TableCell>
                  <TableCell>{translate(`${K}.edited`)}</TableCell>
                  <TableCell>{translate(`${K}.firedAfter`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.changed.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell
                      title={row.publicId}
                      sx={{
                        fontFamily: 'monospace',
                        whiteSpace: 'nowrap',
                        // A phone shows the id's start (its title has all of it); the table still scrolls.
                        maxWidth: { xs: 120, sm: 'none' },
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                      }}
                    >
                      <Link
                        component={RouterLink}
                        to={`/verifications/${encodeURIComponent(row.id)}/show`}
                      >
                        {row.publicId}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <OutcomeChip outcome={row.before} />
                    </TableCell>
                    <TableCell>
                      <OutcomeChip outcome={row.after} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      {row.after.fired.length
                        ? row.after.fired.map((rule) => `${rule.name} (+${rule.score})`).join(', ')
                        : translate(`${K}.noneFired`)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollingTable>
        </>
      ) : null}
    </Stack>
  );
};
