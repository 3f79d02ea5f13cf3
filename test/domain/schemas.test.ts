import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '#domain/password-strength';
import { loginSchema } from '#domain/schemas/auth';
import { onboardingSchema } from '#domain/schemas/onboarding';
import { signupSchema } from '#domain/schemas/signup';

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

  it('estimates password strength: common, repeated, keyboard and dictionary passwords are refused', () => {
    for (const weak of [
      'aaaaaaaa',
      'PASSWORD1',
      'Password123',
      'qwertyuiop1',
      'Summer2024!',
      'P@ssw0rd!',
      'iloveyou2024',
    ])
      expect(isStrongPassword(weak), weak).toBe(false);
    for (const strong of ['cedar-gate-hinge-48', 'split-rail-fence-77', 'correct horse battery staple'])
      expect(isStrongPassword(strong), strong).toBe(true);
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
