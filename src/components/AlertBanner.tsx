import type { ReactNode } from 'react';
import { Alert, AlertTitle, Link as MuiLink } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

export type AlertBannerType = 'warning' | 'error' | 'success' | 'info';

export interface AlertBannerLink {
  href: string;
  /** i18n key (or literal text) of the link text. */
  label: string;
}

export interface AlertBannerProps {
  type: AlertBannerType;
  /** i18n key (or literal text), or a node. */
  message: ReactNode;
  messageArgs?: Record<string, unknown>;
  title?: string;
  link?: AlertBannerLink;
  onClose?: () => void;
}

/** Absolute http(s) URLs leave the portal; anything else is a route inside it. */
export const isExternalHref = (href: string): boolean => /^https?:\/\//i.test(href);

export const AlertBanner = ({
  type,
  message,
  messageArgs,
  title,
  link,
  onClose,
}: AlertBannerProps) => {
  const translate = useTranslate();
  const text = (value: string, args?: Record<string, unknown>) =>
    translate(value, { _: value, ...args });
  const linkText = link ? text(link.label) : null;
  return (
    <Alert
      severity={type}
      // Errors and warnings interrupt screen readers; success and info are announced politely.
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      onClose={onClose}
      closeText={translate('app.dialog.close')}
      sx={{ alignItems: 'flex-start' }}
    >
      {title && <AlertTitle>{text(title)}</AlertTitle>}
      {typeof message === 'string' ? text(message, messageArgs) : message}
      {link &&
        (isExternalHref(link.href) ? (
          <MuiLink href={link.href} target="_blank" rel="noopener noreferrer" sx={{ ml: 1 }}>
            {linkText}
          </MuiLink>
        ) : (
          <Link to={link.href} sx={{ ml: 1 }}>
            {linkText}
          </Link>
        ))}
    </Alert>
  );
};
