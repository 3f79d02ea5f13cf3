// PUT /api/onboarding: saves the profile; the answer is the current user, now with onboarding complete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, currentUserQueryKey } from '#frontend/features/auth/api/get-current-user';
import { apiPut } from '#frontend/lib/api-client';
import { type OnboardingProfile, onboardingQueryKey } from './get-onboarding';

export const saveOnboarding = (profile: OnboardingProfile): Promise<CurrentUser> =>
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
