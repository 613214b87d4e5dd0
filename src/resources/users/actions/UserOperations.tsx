import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Alert } from '@mui/material';
import { EditButton, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { ActionsToolbar } from '../../../kit';
import type { User } from '../schema';
import { useIsOwnAccount } from '../useOwnAccount';
import { EditRolesButton } from './EditRolesButton';
import { UserOperationButton } from './UserOperationButton';

/**
 * The show page's actions: edit, edit roles and the operations of spec section 4, each behind its own
 * permission (on a phone in the labelled "Actions" menu, each with its words: a bare exit arrow for "Expire
 * sessions" reads as the user's own logout). None of them on the signed-in user's own account (the platform refuses them too).
 */
export const UserOperations = () => {
  const record = useRecordContext<User>();
  const own = useIsOwnAccount(record);
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  if (!record || own) return <ActionsToolbar />;
  return (
    <ActionsToolbar sx={{ flexWrap: 'wrap' }}>
      {canEdit && <EditButton />}
      <EditRolesButton record={record} />
      <UserOperationButton record={record} operation="activate" icon={<HowToRegIcon />} />
      <UserOperationButton record={record} operation="deactivate" icon={<PersonOffIcon />} />
      <UserOperationButton
        record={record}
        operation="resendInvitation"
        icon={<MailOutlineIcon />}
      />
      <UserOperationButton record={record} operation="unlock" icon={<LockOpenIcon />} />
      <UserOperationButton
        record={record}
        operation="resetTwoFactor"
        icon={<PhonelinkEraseIcon />}
      />
      <UserOperationButton record={record} operation="expireSessions" icon={<LogoutIcon />} />
    </ActionsToolbar>
  );
};

/** Says why there are no operations on the own account, instead of leaving the toolbar silently empty. */
export const OwnAccountHint = () => {
  const record = useRecordContext<User>();
  const own = useIsOwnAccount(record);
  const translate = useTranslate();
  if (!record || !own) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('resources.users.ownAccountHint')}
    </Alert>
  );
};
