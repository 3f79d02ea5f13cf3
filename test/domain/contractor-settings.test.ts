// Reading a contractor's stored settings: what was saved stays, anything missing or malformed reads as the
// SPEC §9 default, and nothing a stored item holds makes the read fail.
import { describe, expect, it } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { contractorSettingsOf, defaultContractorSettings } from '#domain/contractor-settings';

describe('contractor settings as read', () => {
  it('are the defaults for an item that has none', () => {
    expect(contractorSettingsOf({})).toEqual(defaultContractorSettings);
  });

  it('keep saved values and fill what an older item lacks, key by key', () => {
    const settings = contractorSettingsOf({
      payment: { terms: 'net_15', acceptedMethods: ['check'] },
      pricing: { pricePerFootCents: { vinyl: 3000 }, markupPercentage: 35 },
      branding: { tagline: 'Since 1990' },
      timezone: 'America/Denver',
    });
    expect(settings.payment).toEqual({
      ...contractorDefaults.payment,
      terms: 'net_15',
      acceptedMethods: ['check'],
    });
    expect(settings.pricing.pricePerFootCents).toEqual({
      ...contractorDefaults.pricing.pricePerFootCents,
      vinyl: 3000,
    });
    expect(settings.pricing.markupPercentage).toBe(35);
    expect(settings.pricing.financing).toEqual(contractorDefaults.pricing.financing);
    expect(settings.shipping).toEqual(contractorDefaults.shipping);
    expect(settings.branding).toEqual({ ...contractorDefaults.branding, tagline: 'Since 1990' });
    expect(settings.timezone).toBe('America/Denver');
  });

  it('read a malformed value as its default instead of failing', () => {
    const settings = contractorSettingsOf({
      payment: 'not a map',
      pricing: { markupPercentage: 'twenty', taxRatePercent: Number.NaN, removal: null },
      shipping: { distanceBrackets: 'none' },
      timezone: 42,
    });
    expect(settings.payment).toEqual(contractorDefaults.payment);
    expect(settings.pricing.markupPercentage).toBe(contractorDefaults.pricing.markupPercentage);
    expect(settings.pricing.taxRatePercent).toBe(contractorDefaults.pricing.taxRatePercent);
    expect(settings.pricing.removal).toEqual(contractorDefaults.pricing.removal);
    expect(settings.shipping.distanceBrackets).toEqual(contractorDefaults.shipping.distanceBrackets);
    expect(settings.timezone).toBe(contractorDefaults.timezone);
  });
});
