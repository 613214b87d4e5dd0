import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Verification } from '../../../contract/schemas/verifications';
import { failureMessageOf } from '../../../guard';

/** An unguarded operator action: send, refresh every verification query, notify the outcome. */
export const useVerificationMutation = <A>(
  send: (argument: A) => Promise<Verification>,
  successKey: string,
) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['verifications'] });
      notify(successKey, { type: 'success' });
    },
    onError: (error) => notify(failureMessageOf(error), { type: 'error' }),
  });
};
