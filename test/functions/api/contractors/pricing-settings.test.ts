// A contractor's pricing, shipping and catalog settings: defaults, validation, and their effect on quotes.
import { describe, expect, it } from 'vitest';
import { newCustomerOf } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { signUpContractor, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const fence = { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 120, gates: [{ widthFt: 4 }] }] };

describe('pricing settings', () => {
  it('start at the SPEC defaults with the starter catalog', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const { status, body } = await browser.get('/api/pricing-settings');
    expect(status).toBe(200);
    expect(body.pricing.pricePerFootCents).toMatchObject({ vinyl: 2500, cedar: 2000, chain: 1500 });
    expect(body.pricing.minimumInstallationChargeCents).toBe(50000);
    expect(body.pricing.markupPercentage).toBe(20);
    expect(body.shipping.distanceBrackets[0]).toEqual({ maxMiles: 25, feeCents: 12500 });
    expect(body.catalog.styles.map((style: { materialType: string }) => style.materialType)).toEqual(
      expect.arrayContaining(['vinyl', 'cedar', 'pressure_treated', 'chain_link', 'aluminum']),
    );
  });

  it('are saved and price the next quote, only for their contractor', async () => {
    const owner = await signUpContractor(server.baseUrl);
    const other = await signUpContractor(server.baseUrl);
    const before = (
      await owner.browser.post('/api/quotes', { request: fence, newCustomer: newCustomerOf({}) })
    ).body.totalCost;
    const settings = (await owner.browser.get('/api/pricing-settings')).body;
    settings.pricing.pricePerFootCents.vinyl = 4000;
    const saved = await owner.browser.put('/api/pricing-settings', {
      pricing: settings.pricing,
      shipping: settings.shipping,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.pricing.pricePerFootCents.vinyl).toBe(4000);
    expect(
      (await owner.browser.post('/api/quotes', { request: fence, newCustomer: newCustomerOf({}) })).body
        .totalCost,
    ).toBeGreaterThan(before);
    expect((await other.browser.get('/api/pricing-settings')).body.pricing.pricePerFootCents.vinyl).toBe(
      2500,
    );
  });

  it('refuse bad values naming each field, and change nothing', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const settings = (await browser.get('/api/pricing-settings')).body;
    const response = await browser.put('/api/pricing-settings', {
      pricing: {
        ...settings.pricing,
        markupPercentage: -5,
        removal: { ...settings.pricing.removal, pricingType: 'hourly', flatFeeCents: 0 },
        laborPerPostCents: { ...settings.pricing.laborPerPostCents, cedar: 12.5 },
      },
      shipping: { ...settings.shipping, tierTwoMaxCents: settings.shipping.tierOneMaxCents },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      'pricing.markupPercentage': 'Enter a markup from 0% to 200%',
      'pricing.removal.pricingType': 'Choose flat fee or per foot',
      'pricing.removal.flatFeeCents': 'Enter an amount greater than 0',
      'pricing.laborPerPostCents.cedar': 'Enter an amount of 0 or more, up to 10,000',
      'shipping.tierTwoMaxCents': 'Tier 2 must start above tier 1',
    });
    expect((await browser.get('/api/pricing-settings')).body).toEqual(settings);
  });

  it('carry the financing link homeowners in the contractor’s ZIPs are sent to', async () => {
    const zip = String(10000 + Math.floor(Math.random() * 89999));
    const { browser } = await signUpContractor(server.baseUrl);
    const profile = (await browser.get('/api/onboarding')).body;
    await browser.put('/api/onboarding', {
      ...profile,
      contactName: 'Rosa',
      address: { street: '1 Main St', city: 'Chicago', state: 'IL', zipCode: '60601' },
      serviceAreas: [zip],
    });
    const settings = (await browser.get('/api/pricing-settings')).body;
    expect(settings.financingUrl).toBe('');
    const bad = await browser.put('/api/pricing-settings', {
      ...settings,
      financingUrl: 'http://insecure.example',
    });
    expect(bad.body).toMatchObject({ fields: { financingUrl: 'Enter an https link, or leave it empty' } });
    const url = 'https://apply.example-finance.com/picket';
    expect(
      (await browser.put('/api/pricing-settings', { ...settings, financingUrl: url })).body.financingUrl,
    ).toBe(url);
    const estimate = await new TestBrowser(server.baseUrl).post('/api/estimate', { ...fence, zipCode: zip });
    expect(estimate.body.financingUrl).toBe(url);
  });
});

describe('the catalog', () => {
  it('takes a new style that quotes can then use', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const { catalog } = (await browser.get('/api/pricing-settings')).body;
    const style = {
      id: 'horizontal-cedar',
      materialType: 'cedar',
      styleName: 'Horizontal Cedar',
      imageUrl: '',
      availableHeights: [6],
      lengthInches: 96,
      sortOrder: 99,
    };
    const prices = {
      styleId: 'horizontal-cedar',
      heightFt: 6,
      panelPriceCents: 21000,
      postPriceCents: 4500,
      gate3PriceCents: 30000,
      gate4PriceCents: 34000,
      gate5PriceCents: 38000,
    };
    const saved = await browser.put('/api/catalog', {
      ...catalog,
      styles: [...catalog.styles, style],
      stylePricing: [...catalog.stylePricing, prices],
    });
    expect(saved.status).toBe(200);
    const quote = await browser.post('/api/quotes', {
      request: { ...fence, material: 'cedar', styleId: 'horizontal-cedar', heightFt: 6 },
      newCustomer: newCustomerOf({}),
    });
    expect(quote.status).toBe(201);
    expect(quote.body.estimate.style).toMatchObject({ id: 'horizontal-cedar', heightFt: 6 });
  });

  it('refuses duplicate ids and prices for styles or heights it does not have', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const { catalog } = (await browser.get('/api/pricing-settings')).body;
    const [first] = catalog.styles;
    const response = await browser.put('/api/catalog', {
      ...catalog,
      styles: [...catalog.styles, { ...first }],
      stylePricing: [
        ...catalog.stylePricing,
        { ...catalog.stylePricing[0], styleId: 'no-such-style' },
        { ...catalog.stylePricing[0], heightFt: 11 },
      ],
    });
    expect(response.status).toBe(400);
    const fields = Object.entries(response.body.fields);
    expect(fields).toContainEqual([
      `styles.${catalog.styles.length}.id`,
      'This id is already used in the catalog',
    ]);
    expect(fields).toContainEqual([
      `stylePricing.${catalog.stylePricing.length}.styleId`,
      'This style is not in the catalog',
    ]);
    expect(fields).toContainEqual([
      `stylePricing.${catalog.stylePricing.length + 1}.heightFt`,
      'This style is not offered in that height',
    ]);
  });
});
