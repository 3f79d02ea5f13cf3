import { describe, expect, it } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { estimate as estimateTexts } from '#domain/i18n/en/estimate';
import { type Estimate, estimateFence, priceFence } from '#domain/pricing/estimate';
import { monthlyPaymentCents } from '#domain/pricing/financing';
import { defaultEstimatorSettings, resolveEstimatorSettings } from '#domain/pricing/settings';
import { starterCatalog } from '#domain/pricing/starter-catalog';
import { fenceRequest, settingsWith } from './factories';

const line = (estimate: Estimate, key: string) => estimate.lines.find((entry) => entry.key === key);
const amounts = (estimate: Estimate) =>
  Object.fromEntries(estimate.lines.map((entry) => [entry.key, entry.amount]));

const apiExample = {
  sides: [
    { lengthFt: 100, gates: [{ widthFt: 4 }] },
    { lengthFt: 50, gates: [] },
  ],
};

describe('per-foot pricing', () => {
  it('prices fence feet and gates at the material rates, marked up 20 %, with labor per foot, post and gate', () => {
    const estimate = estimateFence(fenceRequest(apiExample), defaultEstimatorSettings);
    expect(estimate.method).toBe('per_foot');
    expect(amounts(estimate)).toEqual({
      fence: 4380, // 146 ft × $25 × 1.2
      'gate.4': 180, // $150 × 1.2
      concrete: 302.4, // 21 posts × $12 × 1.2
      'labor.fence': 1401.6, // 146 ft × $8 × 1.2
      'labor.posts': 504, // 21 × $20 × 1.2
      'labor.gate.4': 90, // $75 × 1.2
      'labor.excavation': 75.6, // 21 × $3 × 1.2
    });
    expect(estimate).toMatchObject({
      materialsCost: 4862.4,
      laborCost: 1567.2,
      laborCostPerPost: 504,
      totalLaborCost: 2071.2,
      taxAmount: 0,
      programFee: 0,
      totalCost: 6933.6,
    });
  });

  it('prices every material, aluminum and pressure-treated included', () => {
    for (const [material, perFoot] of [
      ['cedar', 20],
      ['chain_link', 15],
      ['aluminum', 30],
      ['pressure_treated', 17],
    ] as const) {
      const estimate = estimateFence(fenceRequest({ material }), defaultEstimatorSettings);
      expect(line(estimate, 'fence')).toMatchObject({ quantity: 100, unitPrice: perFoot * 1.2 });
    }
  });

  it('makes openings over 5 ft double gates, wide leaves pro rata in materials and labor', () => {
    const estimate = estimateFence(
      fenceRequest({ sides: [{ lengthFt: 100, gates: [{ widthFt: 10 }, { widthFt: 16 }] }] }),
      defaultEstimatorSettings,
    );
    expect(line(estimate, 'gate.10')).toMatchObject({ label: 'estimate.line.doubleGate', unitPrice: 360 });
    expect(line(estimate, 'gate.16')).toMatchObject({ unitPrice: 576 }); // 2 leaves × 8/5 × $150 × 1.2
    expect(line(estimate, 'labor.gate.16')).toMatchObject({ unitPrice: 288 }); // 3.2 × $75 × 1.2
    expect(estimate.takeoff).toMatchObject({ gates: 2, gateLeaves: 4, doubleGates: 2 });
  });

  it('applies the site-access and terrain multipliers to labor only', () => {
    const settings = settingsWith({ siteAccessMultiplier: 1.25, terrainDifficultyMultiplier: 1.1 });
    const estimate = estimateFence(fenceRequest(), settings);
    expect(line(estimate, 'labor.fence')?.unitPrice).toBe(13.2); // $8 × 1.2 × 1.25 × 1.1
    expect(line(estimate, 'labor.excavation')?.unitPrice).toBe(4.95);
    expect(line(estimate, 'fence')?.unitPrice).toBe(30);
    expect(line(estimate, 'concrete')?.unitPrice).toBe(14.4);
  });

  it('labels every line with a key of the estimate texts or a catalog name', () => {
    const isEstimateKey = (label: string) => Object.hasOwn(estimateTexts, label);
    const estimate = estimateFence(
      fenceRequest({ ...apiExample, styleId: 'vinyl-privacy', capId: 'vinyl-new-england-cap' }),
      defaultEstimatorSettings,
    );
    const catalogNames = new Set(['Vinyl Privacy', 'Vinyl New England Cap']);
    for (const entry of estimate.lines)
      expect(isEstimateKey(entry.label) || catalogNames.has(entry.label)).toBe(true);
    for (const item of estimate.takeoff.items)
      expect(isEstimateKey(item.label) || catalogNames.has(item.label)).toBe(true);
  });
});

describe('style pricing', () => {
  it('prices panels, posts and gates at the style prices for the height', () => {
    const estimate = estimateFence(
      fenceRequest({ ...apiExample, styleId: 'vinyl-privacy', heightFt: 6 }),
      defaultEstimatorSettings,
    );
    expect(estimate.method).toBe('style');
    expect(estimate.style).toEqual({ id: 'vinyl-privacy', name: 'Vinyl Privacy', heightFt: 6 });
    expect(line(estimate, 'panels')).toMatchObject({ label: 'Vinyl Privacy', quantity: 19, unitPrice: 198 });
    expect(line(estimate, 'posts')).toMatchObject({ quantity: 21, unitPrice: 66 });
    expect(line(estimate, 'gate.4')).toMatchObject({ unitPrice: 390 }); // $325 × 1.2
    expect(line(estimate, 'fence')).toBeUndefined();
    expect(line(estimate, 'labor.fence')?.quantity).toBe(146);
  });

  it('takes the next gate size up, doubles past 5 ft, and the first listed height when none is given', () => {
    const estimate = estimateFence(
      fenceRequest({
        styleId: 'vinyl-privacy',
        sides: [
          {
            lengthFt: 100,
            gates: [{ widthFt: 3 }, { widthFt: 3.5 }, { widthFt: 5 }, { widthFt: 8 }, { widthFt: 12 }],
          },
        ],
      }),
      defaultEstimatorSettings,
    );
    expect(estimate.style?.heightFt).toBe(6);
    expect(line(estimate, 'gate.3')?.unitPrice).toBe(348); // 3 ft: $290
    expect(line(estimate, 'gate.3.5')?.unitPrice).toBe(390); // 4 ft: $325
    expect(line(estimate, 'gate.5')?.unitPrice).toBe(432); // 5 ft: $360
    expect(line(estimate, 'gate.8')?.unitPrice).toBe(780); // two 4 ft leaves
    expect(line(estimate, 'gate.12')?.unitPrice).toBe(1036.8); // two 6 ft leaves: 2 × 6/5 × $360 × 1.2
  });

  it('uses per-foot rates when asked to, even with a style chosen', () => {
    const estimate = estimateFence(
      fenceRequest({ styleId: 'vinyl-privacy', calculationMethod: 'per_foot' }),
      defaultEstimatorSettings,
    );
    expect(estimate.method).toBe('per_foot');
    expect(line(estimate, 'fence')?.amount).toBe(3000);
  });
});

describe('removal', () => {
  it('charges per foot of old fence by its material, the whole run by default', () => {
    const settings = settingsWith({
      removal: {
        ...contractorDefaults.pricing.removal,
        perFootCents: { ...contractorDefaults.pricing.removal.perFootCents, chainLink: 500 },
      },
    });
    const byRun = estimateFence(
      fenceRequest({ ...apiExample, removal: { material: 'chain_link' } }),
      settings,
    );
    expect(line(byRun, 'removal')).toMatchObject({
      category: 'labor',
      quantity: 150,
      unit: 'ft',
      unitPrice: 6,
      amount: 900,
    });
    const measured = estimateFence(fenceRequest({ removal: { material: 'vinyl', lengthFt: 80 } }), settings);
    expect(line(measured, 'removal')).toMatchObject({ quantity: 80, unitPrice: 9.6, amount: 768 });
  });

  it('charges the flat fee when the contractor prices removal that way', () => {
    const settings = settingsWith({
      removal: { ...contractorDefaults.pricing.removal, pricingType: 'flat_fee' },
    });
    const estimate = estimateFence(fenceRequest({ removal: { material: 'cedar' } }), settings);
    expect(line(estimate, 'removal')).toMatchObject({ quantity: 1, unit: 'job', amount: 600 });
  });

  it('charges nothing for removal unless asked', () => {
    expect(line(estimateFence(fenceRequest(), defaultEstimatorSettings), 'removal')).toBeUndefined();
  });
});

describe('caps and hardware', () => {
  it('prices one cap per post unless a quantity is given', () => {
    const perPost = estimateFence(fenceRequest({ capId: 'solar-led-cap' }), defaultEstimatorSettings);
    expect(line(perPost, 'caps')).toMatchObject({
      category: 'options',
      label: 'Solar LED Post Cap',
      quantity: 14,
      unitPrice: 33.6,
    });
    const counted = estimateFence(
      fenceRequest({ capId: 'solar-led-cap', capQuantity: 4 }),
      defaultEstimatorSettings,
    );
    expect(line(counted, 'caps')?.amount).toBe(134.4);
    expect(perPost.optionsCost).toBe(470.4);
  });

  it('counts hinges per leaf, latches per gate and drop rods per double gate unless told', () => {
    const estimate = estimateFence(
      fenceRequest({
        sides: [{ lengthFt: 100, gates: [{ widthFt: 4 }, { widthFt: 12 }] }],
        hardware: [
          { hardwareId: 'vinyl-hinge-set' },
          { hardwareId: 'vinyl-latch' },
          { hardwareId: 'drop-rod' },
          { hardwareId: 'keyed-gate-lock', quantity: 1 },
        ],
      }),
      defaultEstimatorSettings,
    );
    expect(line(estimate, 'hardware.vinyl-hinge-set')?.quantity).toBe(3);
    expect(line(estimate, 'hardware.vinyl-latch')?.quantity).toBe(2);
    expect(line(estimate, 'hardware.drop-rod')?.quantity).toBe(1);
    expect(line(estimate, 'hardware.keyed-gate-lock')?.quantity).toBe(1);
    expect(estimate.takeoff.items.map((item) => item.key)).toEqual([
      'fence',
      'sections',
      'posts',
      'gate.4',
      'gate.12',
      'hardware.vinyl-hinge-set',
      'hardware.vinyl-latch',
      'hardware.drop-rod',
      'hardware.keyed-gate-lock',
      'concrete',
    ]);
  });
});

describe('adjustments', () => {
  it('adds and takes off fixed amounts, not marked up, with their reason', () => {
    const estimate = estimateFence(
      fenceRequest({
        adjustments: [
          { label: 'Tree removal', value: 250, reason: 'Stump in the fence line' },
          { label: 'Neighbour discount', value: -99.99, reason: 'Shared fence' },
        ],
      }),
      defaultEstimatorSettings,
    );
    expect(line(estimate, 'adjustment.0')).toMatchObject({
      category: 'adjustment',
      label: 'Tree removal',
      amount: 250,
      reason: 'Stump in the fence line',
    });
    expect(line(estimate, 'adjustment.1')?.amount).toBe(-99.99);
    const plain = estimateFence(fenceRequest(), defaultEstimatorSettings);
    expect(estimate.totalCost).toBeCloseTo(plain.totalCost + 150.01, 2);
    expect(estimate.adjustmentsCost).toBe(150.01);
  });
});

describe('minimum installation charge', () => {
  it('raises a small job to the minimum with a line of its own', () => {
    const estimate = estimateFence(
      fenceRequest({ sides: [{ lengthFt: 8, gates: [] }] }),
      defaultEstimatorSettings,
    );
    const top = line(estimate, 'minimumCharge');
    expect(top?.category).toBe('adjustment');
    expect(estimate.totalCost).toBe(500);
  });

  it('holds even when adjustments take off more than the job costs', () => {
    const estimate = estimateFence(
      fenceRequest({ adjustments: [{ label: 'Goodwill', value: -20_000, reason: 'Warranty redo' }] }),
      defaultEstimatorSettings,
    );
    expect(estimate.totalCost).toBe(500);
  });

  it('leaves larger jobs alone', () => {
    expect(line(estimateFence(fenceRequest(), defaultEstimatorSettings), 'minimumCharge')).toBeUndefined();
  });
});

describe('tax', () => {
  it('shows no tax until the contractor sets a rate, and none when tax is off', () => {
    expect(estimateFence(fenceRequest(), defaultEstimatorSettings).taxAmount).toBe(0);
    const off = settingsWith({ taxEnabled: false, taxRatePercent: 8.25 });
    expect(estimateFence(fenceRequest(), off).taxAmount).toBe(0);
  });

  it('taxes the whole pre-tax price at the rate, rounded to the cent', () => {
    const settings = settingsWith({ taxRatePercent: 8.25 });
    const estimate = estimateFence(fenceRequest(apiExample), settings);
    expect(line(estimate, 'tax')).toMatchObject({ ratePercent: 8.25, amount: 572.02 }); // 8.25 % of $6,933.60
    expect(estimate.totalCost).toBe(7505.62);
  });

  it('taxes only materials and options when the contractor says so', () => {
    const settings = settingsWith({ taxRatePercent: 10, taxBase: 'materials' });
    const estimate = estimateFence(fenceRequest({ ...apiExample, capId: 'vinyl-pyramid-cap' }), settings);
    expect(estimate.taxAmount).toBe(Math.round((estimate.materialsCost + estimate.optionsCost) * 10) / 100);
  });
});

describe('financing', () => {
  it('quotes a monthly payment at the APR and term, and no fee unless the customer finances', () => {
    const estimate = estimateFence(fenceRequest(apiExample), defaultEstimatorSettings);
    expect(estimate.financing).toEqual({ aprPercent: 9.99, termMonths: 60, programFeePercent: 0 });
    expect(estimate.monthlyPayment).toBe(147.28);
    expect(estimate.programFee).toBe(0);
  });

  it('adds the program fee to a financed total and finances it', () => {
    const settings = settingsWith({
      financing: { enabled: true, aprPercent: 0, termMonths: 12, programFeePercent: 5 },
    });
    const cash = estimateFence(fenceRequest(apiExample), settings);
    const financed = estimateFence(fenceRequest({ ...apiExample, financed: true }), settings);
    expect(cash.programFee).toBe(0);
    expect(financed.programFee).toBe(346.68); // 5 % of $6,933.60
    expect(financed.totalCost).toBe(7280.28);
    expect(financed.monthlyPayment).toBe(606.69); // $7,280.28 / 12
    expect(cash.monthlyPayment).toBe(financed.monthlyPayment);
  });

  it('shows no financing when the contractor offers none', () => {
    const settings = settingsWith({
      financing: { enabled: false, aprPercent: 9.99, termMonths: 60, programFeePercent: 5 },
    });
    const estimate = estimateFence(fenceRequest({ financed: true }), settings);
    expect(estimate).toMatchObject({ financing: null, programFee: 0, monthlyPayment: 0 });
  });

  it('amortizes like a lender', () => {
    expect(monthlyPaymentCents(1_000_000, 6, 12)).toBe(86_066); // $10,000 at 6 % over a year
    expect(monthlyPaymentCents(120_000, 0, 12)).toBe(10_000);
    expect(monthlyPaymentCents(0, 9.99, 60)).toBe(0);
  });
});

describe('worked examples of docs/pricing.md', () => {
  it('example 1: the API example with removal, delivery and tax', () => {
    const estimate = estimateFence(
      fenceRequest({ ...apiExample, removal: { material: 'chain_link' }, shippingDistanceMiles: 30 }),
      settingsWith({ taxRatePercent: 8.25 }),
    );
    expect(amounts(estimate)).toMatchObject({ removal: 1440, shipping: 100, tax: 699.07 });
    expect(estimate).toMatchObject({
      materialsCost: 4862.4,
      laborCost: 3007.2,
      laborCostPerPost: 504,
      totalLaborCost: 3511.2,
      shippingCost: 100,
      taxAmount: 699.07,
      totalCost: 9172.67,
      monthlyPayment: 194.85,
    });
  });

  it('example 2: a cedar privacy yard by style, financed', () => {
    const settings = settingsWith({
      taxRatePercent: 8.25,
      terrainDifficultyMultiplier: 1.15,
      removal: { ...contractorDefaults.pricing.removal, pricingType: 'flat_fee' },
      financing: { enabled: true, aprPercent: 9.99, termMonths: 60, programFeePercent: 6 },
    });
    const estimate = estimateFence(
      fenceRequest({
        material: 'cedar',
        styleId: 'cedar-privacy',
        heightFt: 6,
        sides: [
          { lengthFt: 60, gates: [{ widthFt: 4, offsetFt: 10 }] },
          { lengthFt: 100, gates: [] },
          { lengthFt: 60, gates: [{ widthFt: 12, offsetFt: 24 }] },
        ],
        capId: 'wood-pyramid-cap',
        hardware: [
          { hardwareId: 'cedar-strap-hinge-set' },
          { hardwareId: 'cedar-thumb-latch' },
          { hardwareId: 'drop-rod' },
        ],
        removal: { material: 'pressure_treated' },
        adjustments: [{ label: 'Repeat customer', value: -150, reason: 'Second fence for this household' }],
        shippingDistanceMiles: 60,
        financed: true,
      }),
      settings,
    );
    expect(estimate.takeoff).toMatchObject({
      fenceFeet: 204,
      sections: 27,
      posts: 30,
      gates: 2,
      gateLeaves: 3,
    });
    expect(amounts(estimate)).toEqual({
      panels: 3402,
      posts: 1044,
      'gate.4': 270,
      'gate.12': 720,
      concrete: 432,
      'labor.fence': 2533.68,
      'labor.posts': 910.8,
      'labor.gate.4': 103.5,
      'labor.gate.12': 248.4,
      'labor.excavation': 124.2,
      removal: 600,
      caps: 216,
      'hardware.cedar-strap-hinge-set': 93.6,
      'hardware.cedar-thumb-latch': 43.2,
      'hardware.drop-rod': 38.4,
      'adjustment.0': -150,
      shipping: 0,
      tax: 876.96,
      programFee: 690.4,
    });
    expect(estimate).toMatchObject({
      materialsCost: 5868,
      optionsCost: 391.2,
      laborCost: 3609.78,
      laborCostPerPost: 910.8,
      totalLaborCost: 4520.58,
      shippingCost: 0,
      adjustmentsCost: -150,
      taxAmount: 876.96,
      programFee: 690.4,
      totalCost: 12197.14,
      monthlyPayment: 259.09,
    });
  });
});

describe('settings', () => {
  it('prices a contractor saved before a setting existed with the defaults for what is missing', () => {
    const {
      aluminum: _aluminum,
      pressureTreated: _pressureTreated,
      ...oldPerFoot
    } = contractorDefaults.pricing.pricePerFootCents;
    const stored = {
      pricing: {
        ...contractorDefaults.pricing,
        pricePerFootCents: { ...oldPerFoot, vinyl: 2750 },
        taxRatePercent: undefined,
      },
    };
    const settings = resolveEstimatorSettings(stored);
    expect(settings.pricing.pricePerFootCents).toEqual({
      ...contractorDefaults.pricing.pricePerFootCents,
      vinyl: 2750,
    });
    expect(settings.pricing.taxRatePercent).toBe(0);
    expect(settings.shipping).toEqual(contractorDefaults.shipping);
    expect(settings.catalog).toBe(starterCatalog);
    expect(priceFence(fenceRequest({ material: 'aluminum' }), settings).totalCents).toBeGreaterThan(0);
  });
});
