// GET /api/onboarding: the contractor's current business profile, with SPEC §9 default rates prefilled.
import type { OnboardingProfile } from '#domain/contract/contractors';
import { pathQueryOptions } from '#frontend/lib/api-client';

export type { OnboardingProfile };

export const onboardingQueryKey = ['/api/onboarding'] as const;

export const onboardingQueryOptions = () => pathQueryOptions<OnboardingProfile>(onboardingQueryKey);
