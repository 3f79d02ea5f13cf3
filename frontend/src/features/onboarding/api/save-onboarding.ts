// PUT /api/onboarding: saves the profile; the answer is the current user, now with onboarding complete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingInput } from '#domain/contract/contractors';
import { apiPut } from '#frontend/lib/api-client';
import { type CurrentUser, currentUserQueryKey } from '#frontend/lib/current-user';
import { onboardingQueryKey } from './get-onboarding';

export const saveOnboarding = (profile: OnboardingInput): Promise<CurrentUser> =>
  apiPut<CurrentUser>('/api/onboarding', profile);

export const useSaveOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: onboardingQueryKey }),
      ]);
    },
  });
};
