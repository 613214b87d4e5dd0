import type { Theme } from '@mui/material/styles';
import type { VerificationStatus } from '../contract/schemas/verifications';

/**
 * ONE colour mapping per verification status for chips (MUI `color` prop: `VERIFICATION_STATUS_TONE`) and
 * charts (`statusColor`), so a status reads the same everywhere: amber waits for a person, green approved, red
 * rejected, blue in flight, grey not (or no longer) moving. The text label always goes with the colour.
 */
export type StatusTone = 'info' | 'warning' | 'success' | 'error' | 'default';

export const VERIFICATION_STATUS_TONE: Readonly<Record<VerificationStatus, StatusTone>> = {
  INITIATED: 'default',
  PROCESSING: 'info',
  REVIEW_PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  EXPIRED: 'default',
};

/**
 * The solid chart colour of a status in the current theme. The two grey statuses get two greys (darker for
 * initiated, lighter for expired, like a filled and an outlined chip) so neighbouring slices stay apart; every
 * colour keeps at least 3:1 against the paper of its theme.
 */
export const statusColor = (theme: Theme, status: VerificationStatus): string => {
  const dark = theme.palette.mode === 'dark';
  if (status === 'INITIATED') return theme.palette.grey[dark ? 300 : 800];
  if (status === 'EXPIRED') return theme.palette.grey[600];
  const tone = VERIFICATION_STATUS_TONE[status] as Exclude<StatusTone, 'default'>;
  return theme.palette[tone].main;
};
