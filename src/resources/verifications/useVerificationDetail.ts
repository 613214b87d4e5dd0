import { useRecordContext } from 'react-admin';
import type { Verification } from '../../contract/schemas/verifications';

/**
 * The record of the show page once it is the full detail. react-admin may first render the list row it
 * already has (placeholder) which lacks credentials, version and the other detail fields: wait for the detail.
 */
export const useVerificationDetail = (): Verification | undefined => {
  const record = useRecordContext<Verification>();
  return record && Array.isArray(record.credentials) ? record : undefined;
};
