// The onboarding form's editable values (text as typed, shaped like the profile so a schema or server
// message names its box) and their conversion to and from the API profile.

import type { OnboardingProfile } from '#domain/contract/contractors';
import { formatPhoneInput } from '#domain/phone';

export const priceMaterials = ['vinyl', 'cedar', 'chain'] as const;
export const laborMaterials = ['vinyl', 'chain', 'aluminum', 'pressureTreated', 'cedar'] as const;

export interface OnboardingValues {
  businessName: string;
  contactName: string;
  phone: string;
  address: { street: string; city: string; state: string; zipCode: string };
  licenseNumber: string;
  insuranceNumber: string;
  /** The ZIP codes as typed ("78701, 78702"). */
  serviceAreas: string;
  rates: {
    pricePerFoot: Record<(typeof priceMaterials)[number], string>;
    laborPerFoot: Record<(typeof laborMaterials)[number], string>;
  };
  branding: { logoUrl: string; tagline: string; primaryColor: string };
}

const dollars = (value: number): string => (Number.isFinite(value) ? String(value) : '');

export const toValues = (profile: OnboardingProfile): OnboardingValues => ({
  businessName: profile.businessName,
  contactName: profile.contactName,
  phone: formatPhoneInput(profile.phone),
  address: { ...profile.address },
  licenseNumber: profile.licenseNumber,
  insuranceNumber: profile.insuranceNumber,
  serviceAreas: profile.serviceAreas.join(', '),
  rates: {
    pricePerFoot: {
      vinyl: dollars(profile.rates.pricePerFoot.vinyl),
      cedar: dollars(profile.rates.pricePerFoot.cedar),
      chain: dollars(profile.rates.pricePerFoot.chain),
    },
    laborPerFoot: {
      vinyl: dollars(profile.rates.laborPerFoot.vinyl),
      chain: dollars(profile.rates.laborPerFoot.chain),
      aluminum: dollars(profile.rates.laborPerFoot.aluminum),
      pressureTreated: dollars(profile.rates.laborPerFoot.pressureTreated),
      cedar: dollars(profile.rates.laborPerFoot.cedar),
    },
  },
  branding: {
    logoUrl: profile.branding.logoUrl,
    tagline: profile.branding.tagline,
    primaryColor: profile.branding.primaryColor || '#047857',
  },
});

// An empty box is "no amount" (NaN fails the schema), not zero.
const amount = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

const amounts = <K extends string>(texts: Record<K, string>): Record<K, number> =>
  Object.fromEntries(Object.entries<string>(texts).map(([key, text]) => [key, amount(text)])) as Record<
    K,
    number
  >;

/** The unvalidated payload; the shared onboarding schema decides whether it is acceptable. */
export const toProfileInput = (values: OnboardingValues) => ({
  ...values,
  address: { ...values.address },
  serviceAreas: values.serviceAreas.split(/[\s,;]+/).filter(Boolean),
  rates: {
    pricePerFoot: amounts(values.rates.pricePerFoot),
    laborPerFoot: amounts(values.rates.laborPerFoot),
  },
  branding: { ...values.branding },
});

/** The box a message path names: one box holds every service area (`serviceAreas.3` → `serviceAreas`). */
export const fieldOfPath = (path: string): string =>
  path.startsWith('serviceAreas.') ? 'serviceAreas' : path;

/** Which of the three steps shows the field at this path (0 profile, 1 rates, 2 branding). */
export const stepOfField = (path: string): 0 | 1 | 2 => {
  if (path.startsWith('rates.')) return 1;
  if (path.startsWith('branding.')) return 2;
  return 0;
};
