// The pricing form's values: dollars on screen, cents in the PUT body, every box at its API path so the
// shared schema's messages land under the right box; nothing is sent that the schema refuses.
import { describe, expect, it } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { pricingSettingsUpdateSchema } from '#domain/schemas/pricing-settings';
import {
  type PricingSource,
  toPricingInput,
  toPricingValues,
} from '#frontend/features/settings/pricing-form-values';
import { sectionOfError } from '#frontend/features/settings/settings-sections';
import { schemaMessages } from '#test/support/schema-messages';

const defaults: PricingSource = structuredClone({
  pricing: contractorDefaults.pricing,
  shipping: contractorDefaults.shipping,
}) as PricingSource;

const errorsOf = (input: unknown) => schemaMessages(pricingSettingsUpdateSchema, input);

describe('pricing form values', () => {
  it('show money in dollars by API path', () => {
    const values = toPricingValues(defaults);
    expect(values.pricing.pricePerFootCents.vinyl).toBe('25.00');
    expect(values.pricing.laborPerGateCents.chain).toBe('40.00');
    expect(values.pricing.removal.flatFeeCents).toBe('500.00');
    expect(values.pricing.removal.perFootCents.chainLink).toBe('8.00');
    expect(values.shipping.tierOneMaxCents).toBe('1999.99');
    expect(values.pricing.markupPercentage).toBe('20');
    expect(values.pricing.financing.aprPercent).toBe('9.99');
    expect(values.pricing.removal.pricingType).toBe('per_foot');
    expect(values.shipping.discountPercent).toBe('');
    expect(values.pricing.taxEnabled).toBe(true);
    expect(values.shipping.distanceBrackets.map(({ maxMiles, feeCents }) => [maxMiles, feeCents])).toEqual([
      ['25', '125.00'],
      ['49', '160.00'],
      ['100', '225.00'],
    ]);
    expect(values.financingUrl).toBeNull();
  });

  it('give back exactly the settings they were made from', () => {
    const input = toPricingInput(toPricingValues(defaults), defaults);
    expect(input).toEqual(defaults);
    expect(pricingSettingsUpdateSchema.parse(input)).toEqual(defaults);
  });

  it('save typed dollars as cents', () => {
    const values = toPricingValues(defaults);
    values.pricing.pricePerFootCents.vinyl = '31.5';
    values.shipping.perMileRateCents = '2.75';
    values.shipping.distanceBrackets[0] = { key: 'b', maxMiles: '30', feeCents: '130' };
    values.pricing.taxEnabled = false;
    values.pricing.taxRatePercent = '8.25';
    values.pricing.removal.pricingType = 'flat_fee';
    const saved = pricingSettingsUpdateSchema.parse(toPricingInput(values, defaults));
    expect(saved.pricing.pricePerFootCents.vinyl).toBe(3150);
    expect(saved.shipping.perMileRateCents).toBe(275);
    expect(saved.shipping.distanceBrackets[0]).toEqual({ maxMiles: 30, feeCents: 13000 });
    expect(saved.pricing.taxEnabled).toBe(false);
    expect(saved.pricing.taxRatePercent).toBe(8.25);
    expect(saved.pricing.removal.pricingType).toBe('flat_fee');
  });

  it('name the box of each refused value, in the section that shows it', () => {
    const values = toPricingValues(defaults);
    values.pricing.markupPercentage = '-5';
    values.pricing.removal.flatFeeCents = '0';
    values.pricing.laborPerPostCents.cedar = '';
    values.shipping.tierTwoMaxCents = '1000';
    values.shipping.distanceBrackets.push({ key: 'x', maxMiles: '80', feeCents: '250' });
    const errors = errorsOf(toPricingInput(values, defaults));
    expect(errors).toEqual({
      'pricing.markupPercentage': 'Enter a markup from 0% to 200%',
      'pricing.removal.flatFeeCents': 'Enter an amount greater than 0',
      'pricing.laborPerPostCents.cedar': 'Enter an amount of 0 or more, up to 10,000',
      'shipping.tierTwoMaxCents': 'Tier 2 must start above tier 1',
      'shipping.distanceBrackets.3.maxMiles':
        'Give 1 to 10 distance brackets, each farther than the one before',
    });
    expect(Object.fromEntries(Object.keys(errors).map((path) => [path, sectionOfError(path)]))).toEqual({
      'pricing.markupPercentage': 'markupTax',
      'pricing.removal.flatFeeCents': 'removal',
      'pricing.laborPerPostCents.cedar': 'labor',
      'shipping.tierTwoMaxCents': 'shipping',
      'shipping.distanceBrackets.3.maxMiles': 'shipping',
    });
  });

  it('leave the shipping discount out when its box is empty, and send it when filled', () => {
    const values = toPricingValues({ ...defaults, shipping: { ...defaults.shipping, discountPercent: 10 } });
    expect(values.shipping.discountPercent).toBe('10');
    values.shipping.discountPercent = '';
    expect(toPricingInput(values, defaults).shipping).not.toHaveProperty('discountPercent');
    values.shipping.discountPercent = '15';
    expect(toPricingInput(values, defaults).shipping).toMatchObject({ discountPercent: 15 });
  });

  it('send the financing link only when the server keeps one', () => {
    expect(toPricingInput(toPricingValues(defaults), defaults)).not.toHaveProperty('financingUrl');
    const withLink = { ...defaults, financingUrl: '' };
    const values = toPricingValues(withLink);
    expect(values.financingUrl).toBe('');
    values.financingUrl = ' https://apply.example.com/fence ';
    expect(toPricingInput(values, withLink).financingUrl).toBe('https://apply.example.com/fence');
  });

  it('keep settings the form does not show', () => {
    const source = { ...defaults, pricing: { ...defaults.pricing, futureSetting: 7 } } as PricingSource;
    expect(toPricingInput(toPricingValues(source), source).pricing).toMatchObject({ futureSetting: 7 });
  });
});
