import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading, useCanAccess } from 'react-admin';
import { requiredAuthorities } from '../contract/access';

export interface AccessDeniedState {
  resource: string;
  action: string;
  required: readonly string[] | null;
}

/**
 * Guards a custom route through canAccess: a user without the permission lands on the access-denied page,
 * which names what was missing.
 */
export const RequireAccess = ({
  resource,
  action,
  children,
}: {
  resource: string;
  action: string;
  children: ReactNode;
}) => {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <Loading />;
  if (!canAccess) {
    const state: AccessDeniedState = {
      resource,
      action,
      required: requiredAuthorities(resource, action),
    };
    return <Navigate to="/access-denied" replace state={state} />;
  }
  return <>{children}</>;
};
