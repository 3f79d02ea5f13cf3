import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '#domain/common-passwords';
import { loginSchema, signupSchema } from '#domain/schemas/auth';
import { onboardingSchema } from '#domain/schemas/onboarding';

describe('sign-up schema', () => {
  it('normalises email to lower case and phone to digits', () => {
    const parsed = signupSchema.parse({
      businessName: ' Oak & Iron ',
      firstName: 'Luis',
      lastName: 'Gomez',
      email: ' Luis@Example.COM ',
      phone: '(312) 555-0142',
      password: 'post-and-rail-2026',
    });
    expect(parsed).toMatchObject({
      businessName: 'Oak & Iron',
      email: 'luis@example.com',
      phone: '3125550142',
    });
  });

  it('uses the SPEC login messages', () => {
    const result = loginSchema.safeParse({ email: 'x', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'email.invalid',
      'password.required',
    ]);
  });

  it('knows the most common passwords, whatever the case', () => {
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('cedar-gate-hinge')).toBe(false);
  });
});

describe('onboarding schema', () => {
  it('upper-cases the state and removes duplicate service ZIPs', () => {
    const parsed = onboardingSchema.parse({
      businessName: 'B',
      contactName: 'C',
      phone: '3125550142',
      address: { street: '1 Main', city: 'Austin', state: 'tx', zipCode: '78701' },
      licenseNumber: '',
      insuranceNumber: '',
      serviceAreas: ['78701', '78701', '78702'],
      rates: {
        pricePerFoot: { vinyl: 25, cedar: 20, chain: 15 },
        laborPerFoot: { vinyl: 8, chain: 4, aluminum: 10, pressureTreated: 7, cedar: 9 },
      },
      branding: { logoUrl: 'https://example.com/logo.png', tagline: '', primaryColor: '#112233' },
    });
    expect(parsed.address.state).toBe('TX');
    expect(parsed.serviceAreas).toEqual(['78701', '78702']);
  });
});
