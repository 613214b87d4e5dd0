import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { Profile } from '../contract/schemas/profile';
import { writeCurrentUser } from '../session/auth/sessionStore';

export const PROFILE_QUERY_KEY = ['profile', 'own'] as const;

/** The caller's own profile (`GET v1/profile`); only loaded when a section may show it. */
export const useProfile = (enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<Profile>({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => dataProvider.getProfile(),
    enabled,
  });
};

/**
 * After a successful change: the answer becomes the cached profile, and the stored current user and
 * react-admin's identity (app bar) are refreshed so the new name or e-mail shows everywhere at once.
 */
export const useProfileSaved = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useCallback(
    async (profile: Profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      try {
        writeCurrentUser(await dataProvider.getCurrentUser());
      } catch {
        // The change itself is saved; the error path has reported the failed refresh.
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
    [dataProvider, queryClient],
  );
};
