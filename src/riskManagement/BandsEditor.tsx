import { Box, Chip, Stack, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RISK_MODEL_BAND_COLOR as BAND_COLOR } from '../components';
import { RISK_BANDS } from '../contract/rules/riskModel';

const K = 'app.riskManagement.bands';

/**
 * The three bands: where each starts (Passed always at 0), the range that follows from it, and a bar that
 * shows the split of 0–100 as it is being edited.
 */
export const BandsEditor = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const bands = (useWatch({ name: 'bands' }) ?? []) as { band: string; from: unknown }[];
  const starts = bands.map((band) => Number(band.from));
  const valid = starts.every(
    (from, i) => Number.isInteger(from) && (i === 0 || from > starts[i - 1]!),
  );
  return (
    <Stack spacing={2}>
      {valid ? (
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            height: 12,
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {RISK_BANDS.map((band, i) => (
            <Box
              key={band}
              sx={{
                flexGrow: Math.max(0, (i + 1 < starts.length ? starts[i + 1]! : 101) - starts[i]!),
                bgcolor: `${BAND_COLOR[band]}.main`,
                opacity: 0.75,
              }}
            />
          ))}
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {RISK_BANDS.map((band, i) => {
          const next = i + 1 < starts.length ? starts[i + 1]! - 1 : 100;
          return (
            <Stack key={band} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Chip
                  size="small"
                  color={BAND_COLOR[band]}
                  label={translate(`${K}.names.${band}`)}
                />
                {valid ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {translate(`${K}.range`, { from: starts[i], to: next })}
                  </Typography>
                ) : null}
              </Stack>
              <NumberInput
                source={`bands.${i}.from`}
                label={`${K}.from`}
                min={0}
                max={100}
                step={1}
                disabled={readOnly}
                // Passed always starts at 0: read-only, not disabled (a disabled input leaves the saved values).
                readOnly={i === 0}
                helperText={false}
                sx={{ m: 0 }}
              />
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
};
