import { useSearchParams } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider';
import type { VerificationKeyInfo, VerificationKeyPurpose } from '../../contract/schemas/users';
import { keyProblemOf, type KeyProblem } from './keyErrors';

export type KeyState =
  | { state: 'checking' }
  | { state: 'problem'; problem: KeyProblem }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; key: string; info: VerificationKeyInfo };

/** Reads `?key=` and checks it (GET v1/users/keys/:key) for the page's purpose. */
export const useVerificationKey = (purpose: VerificationKeyPurpose): KeyState => {
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['verificationKey', key],
    queryFn: () => dataProvider.checkVerificationKey(key),
    enabled: key.length > 0,
    retry: false,
    // The key is single-use: never serve a cached "valid" after it was spent.
    gcTime: 0,
  });
  if (!key) return { state: 'problem', problem: 'missingKey' };
  if (query.isPending) return { state: 'checking' };
  if (query.isError) {
    const problem = keyProblemOf(query.error);
    return problem ? { state: 'problem', problem } : { state: 'failed', error: query.error };
  }
  if (query.data.purpose !== purpose) return { state: 'problem', problem: 'wrongPurpose' };
  return { state: 'ready', key, info: query.data };
};
