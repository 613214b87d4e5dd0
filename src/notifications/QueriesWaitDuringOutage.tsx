import { useEffect } from 'react';
import { onlineManager } from '@tanstack/react-query';
import type { ServiceStatus } from './serviceStatus';

/**
 * While the platform is down or unavailable, react-query treats the portal as offline: a query that would
 * refetch (window focus, a new page) waits instead of failing, so the rows and records on screen stay, and
 * when the outage ends every waiting or failed query of the page asks again by itself (refetch on reconnect).
 * Mutations are not paused (the query client runs them in 'always' mode): a save during an outage fails at
 * once, and the form keeps what the user typed.
 */
export const QueriesWaitDuringOutage = ({ status }: { status: ServiceStatus }) => {
  useEffect(() => {
    const follow = () => onlineManager.setOnline(status.getState().outage === null);
    follow();
    const unsubscribe = status.subscribe(follow);
    return () => {
      unsubscribe();
      onlineManager.setOnline(true);
    };
  }, [status]);
  return null;
};
