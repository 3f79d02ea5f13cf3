// A new contractor's settings: the SPEC §9 defaults. Amounts are integer cents; percentages are numbers
// of percent; multipliers are plain factors. The estimator and payment schedules read these shapes.

export const fenceMaterials = ['vinyl', 'cedar', 'chain', 'aluminum', 'pressureTreated'] as const;
export type FenceMaterial = (typeof fenceMaterials)[number];

export const contractorDefaults = {
  pricing: {
    // SPEC §9 prices vinyl, cedar and chain; aluminum and pressure-treated follow US installed costs
    // (docs/pricing.md), so every material can be priced per foot.
    pricePerFootCents: { vinyl: 2500, cedar: 2000, chain: 1500, aluminum: 3000, pressureTreated: 1700 },
    gatePriceCents: { vinyl: 15000, cedar: 12500, chain: 10000, aluminum: 25000, pressureTreated: 11000 },
    laborPerFootCents: { vinyl: 800, chain: 400, aluminum: 1000, pressureTreated: 700, cedar: 900 },
    laborPerPostCents: { vinyl: 2000, chain: 1200, aluminum: 2500, pressureTreated: 1800, cedar: 2200 },
    laborPerGateCents: { vinyl: 7500, chain: 4000, aluminum: 7500, pressureTreated: 7500, cedar: 7500 },
    removal: {
      pricingType: 'per_foot' as 'per_foot' | 'flat_fee',
      flatFeeCents: 50000,
      perFootCents: { vinyl: 800, aluminum: 800, cedar: 800, chainLink: 800, pressureTreated: 800 },
    },
    minimumInstallationChargeCents: 50000,
    excavationRateCents: 300,
    concreteSetRateCents: 1200,
    siteAccessMultiplier: 1,
    terrainDifficultyMultiplier: 1,
    markupPercentage: 20,
    taxEnabled: true,
    // Tax shows only once the contractor sets their rate: a default rate would be a made-up figure.
    taxRatePercent: 0,
    taxBase: 'all' as 'all' | 'materials',
    concreteBagsPerPost: 2,
    // Settings the contractor confirms with their finance partner; docs/pricing.md explains each.
    financing: { enabled: true, aprPercent: 9.99, termMonths: 60, programFeePercent: 0 },
  },
  payment: {
    defaultScheduleType: 'simple' as 'simple' | 'milestone',
    terms: 'net_30' as 'net_15' | 'net_30' | 'net_45' | 'due_on_receipt',
    lateFeeType: 'percent' as 'percent' | 'fixed',
    lateFeeValue: 5,
    acceptedMethods: ['cash', 'check', 'card', 'finance'] as Array<'cash' | 'check' | 'card' | 'finance'>,
    depositPercentage: 30,
    paymentStructure: 'two_payment' as 'two_payment' | 'three_payment' | 'finance',
    depositReminderDays: 3,
    twoPayDepositPercentage: 50,
    threePaymentPercentages: [30, 30, 40] as [number, number, number],
    reminderDaysBefore: 3,
    autoInvoicing: false,
    remindersEnabled: true,
    communicationPreference: 'both' as 'email' | 'sms' | 'both',
  },
  shipping: {
    method: 'tiered' as 'tiered' | 'flat' | 'per_mile',
    tierOneMaxCents: 199999,
    tierTwoMaxCents: 499999,
    tierThreeFree: true,
    distanceBrackets: [
      { maxMiles: 25, feeCents: 12500 },
      { maxMiles: 49, feeCents: 16000 },
      { maxMiles: 100, feeCents: 22500 },
    ],
    tierTwoFlatFeeCents: 10000,
    perMileRateCents: 250,
    perMileMinimumCents: 10000,
    discountEnabled: false,
  },
  branding: {
    logoUrl: '',
    // Picket's default, read in the reader's language wherever it is shown (domain/default-texts.ts).
    tagline: 'Professional Fence Installation and Services',
    primaryColor: '#1d4ed8',
  },
  timezone: 'America/Chicago',
  financePartner: 'Hearth',
} as const;

/** Free trial length for a new contractor, in days. */
export const trialDays = 30;
