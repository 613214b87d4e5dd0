import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Typography } from '@mui/material';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isPermission, isRole } from '../contract/permissions';
import type { AccessDeniedState } from '../kit/RequireAccess';
import { MessagePage } from './MessagePage';

/** The authorities named by the route guard (location state) or the `required` query (comma-separated). */
const missingAuthorities = (state: unknown, query: string | null): string[] => {
  const fromState = (state as Partial<AccessDeniedState> | null)?.required;
  const names = Array.isArray(fromState) ? fromState : (query ?? '').split(',');
  // Only known names are echoed: the query is user input.
  return names.filter(
    (name): name is string => typeof name === 'string' && (isPermission(name) || isRole(name)),
  );
};

/** `/access-denied`: the spec's permission message, naming the missing permission when known. */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const missing = missingAuthorities(location.state, searchParams.get('required'));
  return (
    <MessagePage
      titleKey="app.shell.pages.accessDeniedTitle"
      message={translate('app.messages.unauthorized')}
      icon={<LockOutlinedIcon color="warning" fontSize="large" />}
    >
      {missing.length > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="missing-permission">
          {translate('app.shell.pages.missingPermission', {
            permissions: missing
              // Readable names from the 'permissions' i18n area (roles.* / permissions.*).
              .map((name) =>
                translate(isRole(name) ? `roles.${name}` : `permissions.${name}`, { _: name }),
              )
              .join(', '),
          })}
        </Typography>
      ) : null}
    </MessagePage>
  );
};
