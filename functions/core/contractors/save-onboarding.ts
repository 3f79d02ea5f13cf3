// Saves a contractor's onboarding profile and keeps the ZIP → contractor service-area items in step with
// its service areas, in one transaction: a homeowner's quote never finds a contractor by a ZIP it no
// longer serves, nor misses one it just added.
import type { EntityItem } from 'electrodb';
import type { OnboardingProfile } from '#domain/schemas/onboarding';
import type { Contractor } from '#functions/store/entities/contractor';
import { store } from '#functions/store/service';
import { fromOnboardingProfile } from './onboarding-profile';

export const saveOnboarding = async (current: EntityItem<typeof Contractor>, profile: OnboardingProfile) => {
  const { contractorId } = current;
  const before = new Set(current.serviceAreas ?? []);
  const after = new Set(profile.serviceAreas);
  const removed = [...before].filter((zip) => !after.has(zip));
  const added = [...after].filter((zip) => !before.has(zip));
  const { canceled, data } = await store.transaction
    .write(({ contractor, serviceArea }) => [
      contractor.patch({ contractorId }).set(fromOnboardingProfile(profile, current)).commit(),
      ...removed.map((zipCode) => serviceArea.delete({ zipCode, contractorId }).commit()),
      ...added.map((zipCode) => serviceArea.put({ zipCode, contractorId }).commit()),
    ])
    .go();
  if (canceled)
    throw new Error(`Onboarding transaction canceled: ${data.map((item) => item.code).join(', ')}`);
};
