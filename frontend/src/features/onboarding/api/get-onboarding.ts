// GET /api/onboarding: the contractor's current business profile, with SPEC §9 default rates prefilled.
import { queryOptions } from '@tanstack/react-query';
import type { OnboardingProfile } from '#domain/contract/contractors';
import { apiGet } from '#frontend/lib/api-client';

export type { OnboardingProfile };

export const onboardingQueryKey = ['/api/onboarding'] as const;

export const getOnboarding = ({ signal }: { signal?: AbortSignal } = {}): Promise<OnboardingProfile> =>
  apiGet<OnboardingProfile>('/api/onboarding', signal ? { signal } : {});

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingQueryKey, queryFn: ({ signal }) => getOnboarding({ signal }) });
