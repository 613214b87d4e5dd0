import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { verificationsListUrl, type VerificationListFilter } from '../verificationLinks';

/**
 * A figure that opens the verifications list filtered to it, or plain text when the user may not list
 * verifications. `focusable={false}` keeps links of a visually hidden table out of the tab order (screen
 * readers still reach them).
 */
export const FilterLink = ({
  filter,
  linkable,
  children,
  focusable = true,
  label,
}: {
  filter: VerificationListFilter;
  linkable: boolean;
  children: ReactNode;
  focusable?: boolean;
  label?: string;
}) =>
  linkable ? (
    <MuiLink
      component={RouterLink}
      to={verificationsListUrl(filter)}
      tabIndex={focusable ? undefined : -1}
      aria-label={label}
      underline="hover"
    >
      {children}
    </MuiLink>
  ) : (
    <>{children}</>
  );
