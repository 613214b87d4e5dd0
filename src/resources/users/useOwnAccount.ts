import { useGetIdentity } from 'react-admin';
import { isOwnAccount } from '../../contract/rules/ownAccount';

/**
 * True when the record is the signed-in user's own account (any spelling of id or e-mail), or while the
 * identity is still loading: operation buttons stay hidden until it is known they are allowed.
 */
export const useIsOwnAccount = (record: { id: string | number; email?: string } | undefined) => {
  const { identity, isPending } = useGetIdentity();
  if (!record) return true;
  if (isPending || !identity) return true;
  return isOwnAccount(
    { id: String(identity.id), email: typeof identity.email === 'string' ? identity.email : '' },
    record,
  );
};
