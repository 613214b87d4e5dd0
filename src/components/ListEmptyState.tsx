import type { ComponentType, ReactNode } from 'react';
import { Box, Typography, type SvgIconProps } from '@mui/material';

export interface ListEmptyStateProps {
  /** The resource's menu icon, shown large and muted. */
  icon?: ComponentType<SvgIconProps>;
  /** Already translated. */
  message: string;
  /** An optional second line (already translated). */
  hint?: string;
  /** What the user can do next, e.g. the create button when they may create. */
  action?: ReactNode;
}

/** The empty state of every resource list: one look, so an empty list never reads as a broken page. */
export const ListEmptyState = ({ icon: Icon, message, hint, action }: ListEmptyStateProps) => (
  <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
    {Icon && <Icon color="disabled" sx={{ fontSize: 48 }} />}
    <Typography variant="h6" component="p">
      {message}
    </Typography>
    {hint && (
      <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
        {hint}
      </Typography>
    )}
    {action}
  </Box>
);
