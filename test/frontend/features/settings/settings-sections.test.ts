// A failed save opens the section that shows each field to fix: error paths map to settings sections.
import { describe, expect, it } from 'vitest';
import { sectionOfError, settingsSections } from '#frontend/features/settings/settings-sections';

describe('settings sections', () => {
  it('find the section of every pricing, shipping and catalog path', () => {
    const cases: Record<string, string> = {
      'pricing.pricePerFootCents.vinyl': 'materials',
      'pricing.gatePriceCents.pressureTreated': 'materials',
      'pricing.laborPerFootCents.cedar': 'labor',
      'pricing.laborPerGateCents.chain': 'labor',
      'pricing.removal.perFootCents.chainLink': 'removal',
      'pricing.minimumInstallationChargeCents': 'jobCharges',
      'pricing.concreteBagsPerPost': 'jobCharges',
      'pricing.terrainDifficultyMultiplier': 'jobCharges',
      'pricing.markupPercentage': 'markupTax',
      'pricing.taxRatePercent': 'markupTax',
      'pricing.taxBase': 'markupTax',
      'pricing.financing.termMonths': 'financing',
      financingUrl: 'financing',
      'shipping.distanceBrackets.2.feeCents': 'shipping',
      'catalog.styles.3.styleName': 'styles',
      'catalog.stylePricing.12.gate4PriceCents': 'styles',
      'catalog.postCaps.0.priceCents': 'postCaps',
      'catalog.hardwareItems.7.name': 'hardware',
    };
    for (const [path, section] of Object.entries(cases)) expect(sectionOfError(path), path).toBe(section);
  });

  it('know nothing of paths outside the page', () => {
    expect(sectionOfError('body')).toBeUndefined();
    expect(sectionOfError('pricing')).toBeUndefined();
    expect(sectionOfError('catalog')).toBeUndefined();
  });

  it('list labor and shipping among the sections, in page order', () => {
    expect(settingsSections.indexOf('labor')).toBeGreaterThan(settingsSections.indexOf('materials'));
    expect(settingsSections.indexOf('shipping')).toBeLessThan(settingsSections.indexOf('styles'));
  });
});
