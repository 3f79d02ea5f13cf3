// A contractor's onboarding profile: read for the form, and saved together with the ZIP → contractor
// service-area items of its service areas (one transaction: a homeowner's quote never finds a contractor by
// a ZIP it no longer serves, nor misses one it just added).
import type { OnboardingProfile } from '#domain/schemas/onboarding';
import { DomainError } from '#functions/core/errors';
import { getContractor, saveProfile } from '#functions/store/contractors';
import { fromOnboardingProfile, toOnboardingProfile } from './onboarding-profile';

const contractorOf = async (contractorId: string) => {
  const contractor = await getContractor(contractorId);
  if (!contractor) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  return contractor;
};

export const loadOnboardingProfile = async (contractorId: string): Promise<OnboardingProfile> =>
  toOnboardingProfile(await contractorOf(contractorId));

/** Saves the profile; `firstCompletion` tells whether this save completed onboarding. */
export const saveOnboarding = async (
  contractorId: string,
  profile: OnboardingProfile,
): Promise<{ firstCompletion: boolean }> => {
  const current = await contractorOf(contractorId);
  const before = new Set(current.serviceAreas ?? []);
  const after = new Set(profile.serviceAreas);
  await saveProfile(contractorId, fromOnboardingProfile(profile, current), {
    removed: [...before].filter((zip) => !after.has(zip)),
    added: [...after].filter((zip) => !before.has(zip)),
  });
  return { firstCompletion: !current.onboardingComplete };
};
