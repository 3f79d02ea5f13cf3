// PUT /api/onboarding: saves the profile; the answer is the current user, now with onboarding complete.
import type { OnboardingInput } from '#domain/contract/contractors';
import { apiPut } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { type CurrentUser, currentUserQueryKey } from '#frontend/lib/current-user';
import { onboardingQueryKey } from './get-onboarding';

export const saveOnboarding = (profile: OnboardingInput): Promise<CurrentUser> =>
  apiPut<CurrentUser>('/api/onboarding', profile);

export const useSaveOnboarding = () =>
  useCachedWrite({
    mutationFn: saveOnboarding,
    queryKey: currentUserQueryKey,
    invalidate: [currentUserQueryKey, onboardingQueryKey],
  });
