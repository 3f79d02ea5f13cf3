// The onboarding profile: business details, core rates (dollars in the payload) and branding.
import * as z from 'zod/mini';
import { phoneSchema, stateSchema, zipCodeSchema } from './contact';
import { message, requiredText } from './message';
import { numberField } from './number';

const optionalText = z
  .string(message('field.invalid'))
  .check(z.trim(), z.maxLength(200, message('text.tooLong')));

const rate = numberField('rate.invalid').check(
  z.gte(0, message('rate.invalid')),
  z.lte(10_000, message('rate.invalid')),
);

export { stateSchema, zipCodeSchema };

/** One transaction writes the profile and every added or removed ZIP, and DynamoDB allows 100 items. */
export const maxServiceAreas = 40;

/** Largest logo accepted as a data URL; beyond it the contractor links an https image instead. */
export const maxLogoDataUrlBytes = 150 * 1024;

const logoUrlSchema = z.string(message('logoUrl.invalid')).check(
  z.trim(),
  z.refine(
    (url) =>
      url === '' ||
      (/^https:\/\/[^\s"'<>]+$/.test(url) && url.length <= 2048) ||
      (/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/.test(url) &&
        Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4) <= maxLogoDataUrlBytes),
    message('logoUrl.invalid'),
  ),
);

export const onboardingSchema = z.object({
  businessName: requiredText('businessName.required'),
  contactName: requiredText('contactName.required'),
  phone: phoneSchema,
  address: z.object({
    street: requiredText('address.required'),
    city: requiredText('city.required', 100),
    state: stateSchema,
    zipCode: zipCodeSchema,
  }),
  licenseNumber: optionalText,
  insuranceNumber: optionalText,
  serviceAreas: z.pipe(
    z
      .array(zipCodeSchema, message('serviceAreas.invalid'))
      .check(
        z.minLength(1, message('serviceAreas.invalid')),
        z.maxLength(maxServiceAreas, message('serviceAreas.invalid')),
      ),
    z.transform((zips: string[]) => [...new Set(zips)]),
  ),
  rates: z.object({
    pricePerFoot: z.object({ vinyl: rate, cedar: rate, chain: rate }),
    laborPerFoot: z.object({ vinyl: rate, chain: rate, aluminum: rate, pressureTreated: rate, cedar: rate }),
  }),
  branding: z.object({
    logoUrl: logoUrlSchema,
    tagline: z
      .string(message('tagline.tooLong'))
      .check(z.trim(), z.maxLength(120, message('tagline.tooLong'))),
    primaryColor: z
      .string(message('color.invalid'))
      .check(z.regex(/^#[0-9a-fA-F]{6}$/, message('color.invalid'))),
  }),
});
export type OnboardingProfile = z.infer<typeof onboardingSchema>;
