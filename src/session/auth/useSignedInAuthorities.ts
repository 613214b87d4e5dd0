import { useMemo, useSyncExternalStore } from 'react';
import { onSessionWritten, readCurrentUser } from './sessionStore';

/** A snapshot that compares by value (the stored user is read afresh on every call). */
const authoritiesKey = (): string => (readCurrentUser()?.authorities ?? []).join(' ');

/**
 * The signed-in user's authorities, read at once from the tab's session (react-admin's `useCanAccess` answers a
 * render later). For what must be decided on the first render: a list's filter inputs are taken when its filter
 * form starts, and an input added later would not show the value the address gives it.
 */
export const useSignedInAuthorities = (): readonly string[] => {
  const key = useSyncExternalStore(onSessionWritten, authoritiesKey, authoritiesKey);
  return useMemo(() => (key ? key.split(' ') : []), [key]);
};
