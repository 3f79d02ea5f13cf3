// A contractor item saved before today's settings existed: every screen and use case that reads its settings
// answers with what it holds and the SPEC §9 defaults for the rest — never a 500.
import { describe, expect, it } from 'vitest';
import { store } from '#functions/store/service';
import { newCustomerOf } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { signUpContractor } from '#test/support/test-server';

const server = runTestServer();

describe('an older contractor item', () => {
  it('reads whole in payment, pricing and onboarding settings, and still prices and converts', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    // As an early version wrote it: partial maps and no timezone.
    await store.entities.contractor
      .patch({ contractorId: user.contractor.id })
      .set({
        payment: { terms: 'net_15' },
        pricing: { pricePerFootCents: { vinyl: 3000 } },
        shipping: {},
        branding: { tagline: 'Since 1990' },
      } as never)
      .remove(['timezone'])
      .go();

    const payment = await browser.get('/api/payment-settings');
    expect(payment.status).toBe(200);
    expect(payment.body).toMatchObject({
      terms: 'net_15',
      paymentStructure: 'two_payment',
      threePaymentPercentages: [30, 30, 40],
      timezone: 'America/Chicago',
    });

    const pricing = await browser.get('/api/pricing-settings');
    expect(pricing.status).toBe(200);
    expect(pricing.body.pricing.pricePerFootCents).toMatchObject({ vinyl: 3000, cedar: 2000, chain: 1500 });
    expect(pricing.body.shipping.distanceBrackets[0]).toEqual({ maxMiles: 25, feeCents: 12500 });

    const onboarding = await browser.get('/api/onboarding');
    expect(onboarding.status).toBe(200);
    expect(onboarding.body.rates.pricePerFoot).toMatchObject({ vinyl: 30, cedar: 20 });
    expect(onboarding.body.branding).toMatchObject({ tagline: 'Since 1990', primaryColor: '#1d4ed8' });

    const quote = await browser.post('/api/quotes', {
      request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 60, gates: [] }] },
      newCustomer: newCustomerOf({ customerName: 'Old Item' }),
    });
    expect(quote.status).toBe(201);
    await browser.post(`/api/quotes/${quote.body.id}/status`, { status: 'sent' });
    await browser.post(`/api/quotes/${quote.body.id}/status`, { status: 'approved' });
    const job = await browser.post(`/api/quotes/${quote.body.id}/convert`, {});
    expect(job.status).toBe(201);
    expect(job.body.paymentStructure).toBe('two_payment');
  });
});
