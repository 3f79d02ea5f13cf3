// The contractors area's contract: the signed-in contractor's onboarding profile, pricing and shipping
// settings with the catalog (money in integer cents, fields named *Cents), and payment settings.
import * as z from 'zod/mini';
import { fenceMaterials } from '../contractor-defaults';
import { paymentMethods } from '../milestones';
import type { PaymentTerms } from '../payment-schedule';
import { hardwareItemTypes } from '../pricing/catalog';
import { fenceMaterialIds, removalKeyOf } from '../pricing/materials';
import type { EstimatorSettings } from '../pricing/settings';
import { adjustmentKinds } from '../schemas/adjustment-type';
import { alertSettingsSchema, leadAlertChannels } from '../schemas/alert-settings';
import { onboardingSchema } from '../schemas/onboarding';
import { paymentSettingsSchema } from '../schemas/payment-settings';
import { catalogSchema, pricingSettingsUpdateSchema } from '../schemas/pricing-settings';
import { currentUserSchema } from './auth';
import {
  type Assert,
  answers,
  type Extends,
  hexColor,
  id,
  type RouteContracts,
  type Same,
  timestamp,
} from './route-contract';

const perKey = <const Keys extends readonly string[]>(keys: Keys, value: z.ZodMiniNumber) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, value])) as { [K in Keys[number]]: z.ZodMiniNumber },
  );

/** A rate per material under the settings' keys (vinyl, cedar, chain, aluminum, pressureTreated). */
const perMaterial = (value: z.ZodMiniNumber) => perKey(fenceMaterials, value);
const cents = z.number().check(z.int(), z.meta({ description: 'integer cents' }));

// The profile the onboarding form edits: the same shape GET answers and PUT takes (the price per foot of
// the three materials the form asks about; labour for all five).
export const onboardingProfileSchema = z
  .strictObject({
    businessName: z.string(),
    contactName: z.string(),
    phone: z.string().check(z.meta({ description: '10 digits, or empty before onboarding' })),
    address: z.strictObject({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
    licenseNumber: z.string(),
    insuranceNumber: z.string(),
    serviceAreas: z.array(z.string()),
    rates: z.strictObject({
      pricePerFoot: perKey(['vinyl', 'cedar', 'chain'], z.number().check(z.meta({ description: 'dollars' }))),
      laborPerFoot: perMaterial(z.number().check(z.meta({ description: 'dollars' }))),
    }),
    branding: z.strictObject({ logoUrl: z.string(), tagline: z.string(), primaryColor: hexColor }),
  })
  .check(z.meta({ id: 'OnboardingProfile' }));
export type OnboardingProfile = z.infer<typeof onboardingProfileSchema>;
export type OnboardingInput = z.input<typeof onboardingSchema>;

export const pricingSettingsSchema = z.strictObject({
  pricePerFootCents: perMaterial(cents),
  gatePriceCents: perMaterial(cents),
  laborPerFootCents: perMaterial(cents),
  laborPerPostCents: perMaterial(cents),
  laborPerGateCents: perMaterial(cents),
  removal: z.strictObject({
    pricingType: z.enum(['per_foot', 'flat_fee']),
    flatFeeCents: cents,
    perFootCents: perKey(Object.values(removalKeyOf), cents),
  }),
  minimumInstallationChargeCents: cents,
  excavationRateCents: cents,
  concreteSetRateCents: cents,
  siteAccessMultiplier: z.number(),
  terrainDifficultyMultiplier: z.number(),
  markupPercentage: z.number(),
  taxEnabled: z.boolean(),
  taxRatePercent: z.number(),
  taxBase: z.enum(['all', 'materials']),
  concreteBagsPerPost: z.number(),
  financing: z.strictObject({
    enabled: z.boolean(),
    aprPercent: z.number(),
    termMonths: z.number().check(z.int()),
    programFeePercent: z.number(),
  }),
});

export const shippingSettingsSchema = z.strictObject({
  method: z.enum(['tiered', 'flat', 'per_mile']),
  tierOneMaxCents: cents,
  tierTwoMaxCents: cents,
  tierThreeFree: z.boolean(),
  distanceBrackets: z.array(z.strictObject({ maxMiles: z.number(), feeCents: cents })),
  tierTwoFlatFeeCents: cents,
  perMileRateCents: cents,
  perMileMinimumCents: cents,
  discountEnabled: z.boolean(),
  discountPercent: z.optional(z.number()),
});

export const catalogResponseSchema = z.strictObject({
  styles: z.array(
    z.strictObject({
      id: z.string(),
      materialType: z.enum(fenceMaterialIds),
      styleName: z.string(),
      imageUrl: z.string(),
      availableHeights: z.array(z.number()),
      lengthInches: z.number(),
      sortOrder: z.number().check(z.int()),
    }),
  ),
  stylePricing: z.array(
    z.strictObject({
      styleId: z.string(),
      heightFt: z.number(),
      panelPriceCents: cents,
      postPriceCents: cents,
      gate3PriceCents: cents,
      gate4PriceCents: cents,
      gate5PriceCents: cents,
    }),
  ),
  postCaps: z.array(
    z.strictObject({ id: z.string(), name: z.string(), imageUrl: z.string(), priceCents: cents }),
  ),
  hardwareItems: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      materialType: z.enum([...fenceMaterialIds, 'any']),
      itemType: z.enum(hardwareItemTypes),
      imageUrl: z.string(),
      priceCents: cents,
    }),
  ),
});

export const pricingSettingsDataSchema = z
  .strictObject({
    pricing: pricingSettingsSchema,
    shipping: shippingSettingsSchema,
    catalog: catalogResponseSchema,
    /** The financing partner's application page ('' for none). */
    financingUrl: z.string(),
  })
  .check(z.meta({ id: 'PricingSettings' }));
export type PricingSettingsData = z.infer<typeof pricingSettingsDataSchema>;
export type PricingSettingsPayload = z.input<typeof pricingSettingsUpdateSchema>;
export type CatalogInput = z.input<typeof catalogSchema>;

export const paymentSettingsResponseSchema = z
  .strictObject({
    paymentStructure: z.enum(['two_payment', 'three_payment', 'finance']),
    twoPayDepositPercentage: z.number(),
    threePaymentPercentages: z.tuple([z.number(), z.number(), z.number()]),
    depositPercentage: z.number(),
    terms: z.enum([
      'net_15',
      'net_30',
      'net_45',
      'due_on_receipt',
    ] as const satisfies readonly PaymentTerms[]),
    lateFeeType: z.enum(['percent', 'fixed']),
    lateFeeValue: z.number(),
    acceptedMethods: z.array(z.enum(paymentMethods)),
    remindersEnabled: z.boolean(),
    reminderDaysBefore: z.number().check(z.int()),
    depositReminderDays: z.number().check(z.int()),
    communicationPreference: z.enum(['email', 'sms', 'both']),
    autoInvoicing: z.boolean(),
    timezone: z.string().check(z.meta({ description: 'IANA time zone' })),
  })
  .check(z.meta({ id: 'PaymentSettings' }));
export type PaymentSettings = z.infer<typeof paymentSettingsResponseSchema>;

export const alertSettingsResponseSchema = z
  .strictObject({
    newLeadAlerts: z.enum(leadAlertChannels),
    /** The business phone texts go to ('' when the profile has none). */
    phone: z.string(),
    /** The business email emails go to. */
    email: z.string(),
  })
  .check(z.meta({ id: 'AlertSettings' }));
export type AlertSettingsView = z.infer<typeof alertSettingsResponseSchema>;

/** A ready-made adjustment the administrators offer in the quote builder (SPEC §3 "adjustment type"). */
export const adjustmentTypeSchema = z
  .strictObject({
    id,
    /** 1–80 characters: the adjustment's label. */
    label: z.string(),
    /** 0–200 characters: the adjustment's reason ('' for none: the label is the reason). */
    description: z.string(),
    adjustmentType: z.enum(adjustmentKinds),
    defaultValue: z.number().check(
      z.meta({
        description:
          "'fixed': dollars (−100,000 to 100,000); 'percent': percent of the quote's price before adjustments (−100 to 100)",
      }),
    ),
    /** Offered in the quote builder. */
    isActive: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .check(z.meta({ id: 'AdjustmentType' }));
export type AdjustmentType = z.infer<typeof adjustmentTypeSchema>;

// The settings the API answers are the ones the estimator prices with, so the browser can price with them.
export type SettingsPriceInTheBrowser = Assert<
  Extends<Omit<PricingSettingsData, 'financingUrl'>, EstimatorSettings>
>;
export type PaymentSettingsRoundTrip = Assert<Same<PaymentSettings, z.output<typeof paymentSettingsSchema>>>;

export const contractorsRoutes = {
  'GET /api/onboarding': answers(
    "The contractor's business profile (SPEC §9 default rates until saved)",
    onboardingProfileSchema,
  ),
  'PUT /api/onboarding': answers('Save the profile and complete onboarding', currentUserSchema, {
    request: { body: onboardingSchema },
  }),
  'GET /api/pricing-settings': answers(
    'Pricing, shipping and catalog (defaults until changed)',
    pricingSettingsDataSchema,
  ),
  'PUT /api/pricing-settings': answers(
    'Save pricing and shipping (and the financing link)',
    pricingSettingsDataSchema,
    { request: { body: pricingSettingsUpdateSchema } },
  ),
  'PUT /api/catalog': answers('Replace the whole catalog', pricingSettingsDataSchema, {
    request: { body: catalogSchema },
  }),
  'GET /api/payment-settings': answers(
    'How new jobs split and date their payments, and how customers are reminded',
    paymentSettingsResponseSchema,
  ),
  'PUT /api/payment-settings': answers('Save the payment settings', paymentSettingsResponseSchema, {
    request: { body: paymentSettingsSchema },
  }),
  'GET /api/alert-settings': answers(
    'How the contractor hears of new leads beyond the bell, and the phone and email alerts go to',
    alertSettingsResponseSchema,
  ),
  'PUT /api/alert-settings': answers('Save how new leads are announced', alertSettingsResponseSchema, {
    request: { body: alertSettingsSchema },
  }),
  'GET /api/adjustment-types': answers(
    'The adjustment types the quote builder offers (the active ones, by label)',
    z.strictObject({ types: z.array(adjustmentTypeSchema) }),
  ),
} as const satisfies RouteContracts;
