// The signed-in person's own account (docs/api.md "Profile"), its writes: PATCH /api/profile (name and phone;
// the current user is read again, so the header shows the new name), POST /api/profile/password (every other
// session ends, this one stays) and POST /api/auth/logout-everywhere (every session ends, this one too:
// the app then forgets the user and everything cached for them, and goes to /login).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PasswordChangeInput, ProfileInput } from '#domain/contract/auth';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { apiPatch, apiPost, clearCsrfToken } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { currentUserQueryKey, forgetSignedInData } from '#frontend/lib/current-user';
import { failureToast } from '#frontend/lib/failure-text';
import { clearOfflineData, syncBeforeLogout } from '#frontend/lib/offline/clear-offline-data';
import { type Profile, profileQueryKey } from './get-profile';

export type { PasswordChangeInput, Profile, ProfileInput };

export const saveProfile = (input: ProfileInput): Promise<Profile> =>
  apiPatch<Profile>('/api/profile', { ...input });

export const useSaveProfile = () =>
  useCachedWrite({ mutationFn: saveProfile, queryKey: profileQueryKey, invalidate: [currentUserQueryKey] });

export const changePassword = (input: PasswordChangeInput): Promise<{ ok: true }> =>
  apiPost<{ ok: true }>('/api/profile/password', { ...input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

export const logoutEverywhere = (): Promise<{ ok: true }> =>
  apiPost<{ ok: true }>('/api/auth/logout-everywhere');

export const useLogoutEverywhere = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  return useMutation({
    mutationFn: async () => {
      await syncBeforeLogout();
      return logoutEverywhere();
    },
    onSuccess: async () => {
      toast({
        title: t('profilePage.loggedOutEverywhere'),
        description: t('profilePage.loggedOutEverywhereDetail'),
      });
      clearCsrfToken();
      await clearOfflineData();
      queryClient.setQueryData(currentUserQueryKey, null);
      await navigate({ to: '/login', replace: true });
      forgetSignedInData(queryClient);
    },
    onError: (error) => toast(failureToast(error, t, t('profilePage.logoutEverywhereFailed'))),
  });
};
