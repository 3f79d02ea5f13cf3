// The onboarding profile: defaults, validation, completion, and one contractor never seeing another's.
import { describe, expect, it } from 'vitest';
import { listContractorsServingZip } from '#functions/store/contractors';
import { runTestServer } from '#test/support/run-test-server';
import { signUpContractor, TestBrowser } from '#test/support/test-server';

const server = runTestServer();

const completeProfile = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Lakeside Fence & Deck',
  contactName: 'Rosa Martinez',
  phone: '312-555-0142',
  address: { street: '100 W Randolph St', city: 'Chicago', state: 'il', zipCode: '60601' },
  licenseNumber: 'IL-88231',
  insuranceNumber: 'POL-7781',
  serviceAreas: ['60601', '60602', '60601'],
  rates: {
    pricePerFoot: { vinyl: 27.5, cedar: 21, chain: 15 },
    laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9.25 },
  },
  branding: { logoUrl: '', tagline: 'Fences that last', primaryColor: '#0f766e' },
  ...overrides,
});

describe('GET /api/onboarding', () => {
  it('prefills the sign-up details and the SPEC default rates in dollars', async () => {
    const { browser, signup } = await signUpContractor(server.baseUrl);
    const response = await browser.get('/api/onboarding');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      businessName: signup.businessName,
      contactName: 'Rosa Martinez',
      phone: '3125550142',
      rates: {
        pricePerFoot: { vinyl: 25, cedar: 20, chain: 15 },
        laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
      },
      branding: { tagline: 'Professional Fence Installation and Services' },
    });
  });

  it('is 401 when signed out', async () => {
    const response = await new TestBrowser(server.baseUrl).get('/api/onboarding');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('PUT /api/onboarding', () => {
  it('saves the profile, normalises it and completes onboarding', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const response = await browser.put('/api/onboarding', completeProfile());
    expect(response.status).toBe(200);
    expect(response.body.onboardingComplete).toBe(true);
    expect(response.body.contractor).toMatchObject({
      onboardingComplete: true,
      businessName: 'Lakeside Fence & Deck',
    });

    const saved = (await browser.get('/api/onboarding')).body;
    expect(saved.address.state).toBe('IL');
    expect(saved.phone).toBe('3125550142');
    expect(saved.serviceAreas).toEqual(['60601', '60602']);
    expect(saved.rates.pricePerFoot.vinyl).toBe(27.5);
    expect(saved.rates.laborPerFoot.cedar).toBe(9.25);
    expect((await browser.get('/api/auth/me')).body.onboardingComplete).toBe(true);
  });

  it('keeps the ZIP → contractor service-area items in step with the service areas', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    const zip = (n: number) => String(10000 + Math.floor(Math.random() * 80000) + n).slice(0, 5);
    const [a, b, c] = [zip(1), zip(2), zip(3)];
    const servedBy = async (zipCode: string) =>
      (await listContractorsServingZip(zipCode, 25)).map((item) => item.contractorId);

    await browser.put('/api/onboarding', completeProfile({ serviceAreas: [a, b] }));
    expect(await servedBy(a)).toContain(user.contractor.id);
    expect(await servedBy(b)).toContain(user.contractor.id);

    await browser.put('/api/onboarding', completeProfile({ serviceAreas: [b, c] }));
    expect(await servedBy(a)).not.toContain(user.contractor.id);
    expect(await servedBy(b)).toContain(user.contractor.id);
    expect(await servedBy(c)).toContain(user.contractor.id);
  });

  it('names each bad field and changes nothing', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const before = (await browser.get('/api/onboarding')).body;
    const response = await browser.put(
      '/api/onboarding',
      completeProfile({
        phone: '12345',
        address: { street: '', city: '', state: 'Illinois', zipCode: '6060' },
        serviceAreas: [],
        rates: {
          pricePerFoot: { vinyl: -1, cedar: 21, chain: 'fifteen' },
          laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
        },
        branding: { logoUrl: 'javascript:alert(1)', tagline: 'x', primaryColor: 'blue' },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      phone: 'Please enter a valid 10-digit phone number',
      'address.street': 'Address is required',
      'address.city': 'City is required',
      'address.state': 'State must be 2 characters (e.g., CA, NY)',
      'address.zipCode': 'ZIP code must be 5 digits',
      serviceAreas: 'Enter between 1 and 40 service-area ZIP codes of 5 digits',
      'rates.pricePerFoot.vinyl': 'Enter an amount of 0 or more, up to 10,000',
      'rates.pricePerFoot.chain': 'Enter an amount of 0 or more, up to 10,000',
      'branding.logoUrl': 'Logo must be an https link or a PNG, JPEG or WebP image of at most 150 kB',
      'branding.primaryColor': 'Colour must be a hex colour like #1d4ed8',
    });
    expect((await browser.get('/api/onboarding')).body).toEqual(before);
    expect((await browser.get('/api/auth/me')).body.onboardingComplete).toBe(false);
  });

  it('accepts a small uploaded logo and refuses one over 150 kB', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const small = `data:image/png;base64,${Buffer.alloc(2048, 7).toString('base64')}`;
    expect(
      (
        await browser.put(
          '/api/onboarding',
          completeProfile({ branding: { logoUrl: small, tagline: '', primaryColor: '#000000' } }),
        )
      ).status,
    ).toBe(200);
    const large = `data:image/png;base64,${Buffer.alloc(151 * 1024, 7).toString('base64')}`;
    const refused = await browser.put(
      '/api/onboarding',
      completeProfile({ branding: { logoUrl: large, tagline: '', primaryColor: '#000000' } }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['branding.logoUrl']);
  });

  it('only ever touches the signed-in contractor', async () => {
    const first = await signUpContractor(server.baseUrl);
    const second = await signUpContractor(server.baseUrl);
    await first.browser.put('/api/onboarding', completeProfile({ businessName: 'First Fence' }));
    expect((await second.browser.get('/api/onboarding')).body.businessName).toBe(second.signup.businessName);
    expect((await second.browser.get('/api/auth/me')).body.onboardingComplete).toBe(false);
    expect((await first.browser.get('/api/onboarding')).body.businessName).toBe('First Fence');
  });
});
