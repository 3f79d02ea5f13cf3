// The onboarding form's editable values (text as typed) and their conversion to and from the API profile.
import { formatPhoneInput } from '#domain/phone';
import type { OnboardingProfile } from '#domain/schemas/onboarding';

export const priceMaterials = ['vinyl', 'cedar', 'chain'] as const;
export const laborMaterials = ['vinyl', 'chain', 'aluminum', 'pressureTreated', 'cedar'] as const;

export interface OnboardingValues {
  businessName: string;
  contactName: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  licenseNumber: string;
  insuranceNumber: string;
  serviceAreas: string;
  price: Record<(typeof priceMaterials)[number], string>;
  labor: Record<(typeof laborMaterials)[number], string>;
  logoUrl: string;
  tagline: string;
  primaryColor: string;
}

const dollars = (value: number): string => (Number.isFinite(value) ? String(value) : '');

export const toValues = (profile: OnboardingProfile): OnboardingValues => ({
  businessName: profile.businessName,
  contactName: profile.contactName,
  phone: formatPhoneInput(profile.phone),
  street: profile.address.street,
  city: profile.address.city,
  state: profile.address.state,
  zipCode: profile.address.zipCode,
  licenseNumber: profile.licenseNumber,
  insuranceNumber: profile.insuranceNumber,
  serviceAreas: profile.serviceAreas.join(', '),
  price: {
    vinyl: dollars(profile.rates.pricePerFoot.vinyl),
    cedar: dollars(profile.rates.pricePerFoot.cedar),
    chain: dollars(profile.rates.pricePerFoot.chain),
  },
  labor: {
    vinyl: dollars(profile.rates.laborPerFoot.vinyl),
    chain: dollars(profile.rates.laborPerFoot.chain),
    aluminum: dollars(profile.rates.laborPerFoot.aluminum),
    pressureTreated: dollars(profile.rates.laborPerFoot.pressureTreated),
    cedar: dollars(profile.rates.laborPerFoot.cedar),
  },
  logoUrl: profile.branding.logoUrl,
  tagline: profile.branding.tagline,
  primaryColor: profile.branding.primaryColor || '#047857',
});

// An empty box is "no amount" (NaN fails the schema), not zero.
const amount = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The unvalidated payload; the shared onboarding schema decides whether it is acceptable. */
export const toProfileInput = (values: OnboardingValues) => ({
  businessName: values.businessName,
  contactName: values.contactName,
  phone: values.phone,
  address: { street: values.street, city: values.city, state: values.state, zipCode: values.zipCode },
  licenseNumber: values.licenseNumber,
  insuranceNumber: values.insuranceNumber,
  serviceAreas: values.serviceAreas.split(/[\s,;]+/).filter(Boolean),
  rates: {
    pricePerFoot: {
      vinyl: amount(values.price.vinyl),
      cedar: amount(values.price.cedar),
      chain: amount(values.price.chain),
    },
    laborPerFoot: {
      vinyl: amount(values.labor.vinyl),
      chain: amount(values.labor.chain),
      aluminum: amount(values.labor.aluminum),
      pressureTreated: amount(values.labor.pressureTreated),
      cedar: amount(values.labor.cedar),
    },
  },
  branding: { logoUrl: values.logoUrl, tagline: values.tagline, primaryColor: values.primaryColor },
});

/** Which of the three steps shows the field at this error path (0 profile, 1 rates, 2 branding). */
export const stepOfField = (path: string): 0 | 1 | 2 => {
  if (path.startsWith('rates.')) return 1;
  if (path.startsWith('branding.')) return 2;
  return 0;
};
