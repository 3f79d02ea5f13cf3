// POST /api/auth/logout (SPEC §4, §8): toast, go home after 100 ms, then forget the user and everything
// cached for them, in memory and on the device (lib/offline). All logout controls share one mutation key so
// each is disabled while any is pending.
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ResponseOf } from '#domain/contract/index';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { apiPost, clearCsrfToken } from '#frontend/lib/api-client';
import { currentUserQueryKey, forgetSignedInData } from '#frontend/lib/current-user';
import { clearOfflineData, syncBeforeLogout } from '#frontend/lib/offline/clear-offline-data';

const logoutMutationKey = ['logout'] as const;
const LOGOUT_REDIRECT_MS = 100;

export const logout = (): Promise<ResponseOf<'POST /api/auth/logout'>> => apiPost('/api/auth/logout');

export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const pending = useIsMutating({ mutationKey: logoutMutationKey }) > 0;
  const mutation = useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: async () => {
      await syncBeforeLogout();
      return logout();
    },
    onSuccess: () => {
      clearCsrfToken();
      // What this device kept for the user (offline reads, queued quotes, cached pages) goes too.
      void clearOfflineData();
      toast({ title: t('auth.loggedOut'), description: t('auth.loggedOutDescription') });
      setTimeout(() => {
        void navigate({ to: '/' }).then(() => {
          queryClient.setQueryData(currentUserQueryKey, null);
          forgetSignedInData(queryClient);
        });
      }, LOGOUT_REDIRECT_MS);
    },
    onError: () => {
      toast({ title: t('common.error'), description: t('auth.logoutFailed'), variant: 'destructive' });
    },
  });
  return { logout: () => mutation.mutate(), pending };
};
