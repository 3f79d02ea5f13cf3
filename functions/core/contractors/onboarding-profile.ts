// Maps between the stored contractor (cents, nested settings) and the onboarding form's profile (dollars).
import { toCents, toDollars } from '#domain/money';
import type { OnboardingProfile } from '#domain/schemas/onboarding';
import type { ContractorItem, ProfileChanges } from '#functions/store/contractors';

const mapValues = <T extends Record<string, number>>(values: T, map: (value: number) => number) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, map(value)])) as {
    [K in keyof T]: number;
  };

export const toOnboardingProfile = (contractor: ContractorItem): OnboardingProfile => {
  const { pricing, branding } = contractor;
  return {
    businessName: contractor.businessName,
    contactName: contractor.contactName ?? '',
    phone: contractor.phone ?? '',
    address: {
      street: contractor.address?.street ?? '',
      city: contractor.address?.city ?? '',
      state: contractor.address?.state ?? '',
      zipCode: contractor.address?.zipCode ?? '',
    },
    licenseNumber: contractor.licenseNumber ?? '',
    insuranceNumber: contractor.insuranceNumber ?? '',
    serviceAreas: contractor.serviceAreas ?? [],
    rates: {
      // The form asks the price per foot of these three; the other materials' prices are set in settings.
      pricePerFoot: {
        vinyl: toDollars(pricing.pricePerFootCents.vinyl),
        cedar: toDollars(pricing.pricePerFootCents.cedar),
        chain: toDollars(pricing.pricePerFootCents.chain),
      },
      laborPerFoot: mapValues(pricing.laborPerFootCents, toDollars),
    },
    branding: { logoUrl: branding.logoUrl, tagline: branding.tagline, primaryColor: branding.primaryColor },
  };
};

/** The contractor attributes an onboarding profile sets; other pricing settings keep their values. */
export const fromOnboardingProfile = (
  profile: OnboardingProfile,
  current: ContractorItem,
): ProfileChanges => {
  const { pricing } = current;
  return {
    businessName: profile.businessName,
    contactName: profile.contactName,
    phone: profile.phone,
    address: profile.address,
    licenseNumber: profile.licenseNumber,
    insuranceNumber: profile.insuranceNumber,
    serviceAreas: profile.serviceAreas,
    pricing: {
      ...pricing,
      // Onboarding sets the core rates only; materials it does not ask about keep their prices.
      pricePerFootCents: { ...pricing.pricePerFootCents, ...mapValues(profile.rates.pricePerFoot, toCents) },
      laborPerFootCents: { ...pricing.laborPerFootCents, ...mapValues(profile.rates.laborPerFoot, toCents) },
    },
    branding: profile.branding,
    onboardingComplete: true,
  };
};
