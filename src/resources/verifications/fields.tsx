import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VerificationStatus } from '../../contract/schemas/verifications';
import { VERIFICATION_STATUS_TONE } from '../../components';
import { RISK_BAND_COLOR, riskBandOf } from './riskBand';

const T = 'resources.verifications';

/** Colour (the one status palette) AND text: the status reads without colour vision too. */
export const StatusChip = ({ status }: { status: VerificationStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={VERIFICATION_STATUS_TONE[status]}
      variant={status === 'EXPIRED' ? 'outlined' : 'filled'}
      label={translate(`${T}.status.${status}`)}
    />
  );
};

export const RiskScoreChip = ({ score }: { score: number }) => {
  const translate = useTranslate();
  const band = riskBandOf(score);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RISK_BAND_COLOR[band]}
      label={translate(`${T}.risk.label`, { score, band: translate(`${T}.risk.${band}`) })}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
    />
  );
};

/** A translated enum value; unknown values (a newer platform) are shown as they come. */
export const useEnumLabel = () => {
  const translate = useTranslate();
  return (group: string, value: string | null | undefined): string =>
    value ? translate(`${T}.${group}.${value}`, { _: value }) : translate(`${T}.show.notAvailable`);
};

export const fullName = (record: { firstName: string | null; lastName: string | null }): string =>
  [record.firstName, record.lastName].filter(Boolean).join(' ');
