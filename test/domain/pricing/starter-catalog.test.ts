import { describe, expect, it } from 'vitest';
import { catalogFor, findStylePricing } from '#domain/pricing/catalog';
import { fenceMaterialIds } from '#domain/pricing/materials';
import { starterCatalog } from '#domain/pricing/starter-catalog';

describe('starter catalog', () => {
  it('offers at least one style of every material', () => {
    for (const material of fenceMaterialIds)
      expect(catalogFor(starterCatalog, material).styles.length).toBeGreaterThan(0);
  });

  it('prices every style at every height it is offered in, with gates dearer as they widen', () => {
    for (const style of starterCatalog.styles) {
      for (const height of style.availableHeights) {
        const prices = findStylePricing(starterCatalog, style.id, height);
        expect(prices, `${style.id} at ${height} ft`).toBeDefined();
        if (!prices) continue;
        expect(prices.panelPriceCents).toBeGreaterThan(0);
        expect(prices.postPriceCents).toBeGreaterThan(0);
        expect(prices.gate3PriceCents).toBeLessThan(prices.gate4PriceCents);
        expect(prices.gate4PriceCents).toBeLessThan(prices.gate5PriceCents);
      }
    }
  });

  it('has unique ids and whole-cent prices', () => {
    const ids = [
      ...starterCatalog.styles.map((style) => style.id),
      ...starterCatalog.postCaps.map((cap) => cap.id),
      ...starterCatalog.hardwareItems.map((item) => item.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    const cents = [
      ...starterCatalog.postCaps.map((cap) => cap.priceCents),
      ...starterCatalog.hardwareItems.map((item) => item.priceCents),
      ...starterCatalog.stylePricing.flatMap((p) => [p.panelPriceCents, p.postPriceCents, p.gate5PriceCents]),
    ];
    for (const price of cents) expect(Number.isInteger(price) && price > 0).toBe(true);
  });

  it('offers hardware for every material plus hardware that fits any fence', () => {
    for (const material of fenceMaterialIds) {
      const types = new Set(catalogFor(starterCatalog, material).hardwareItems.map((item) => item.itemType));
      expect(types).toContain('hinge');
      expect(types).toContain('latch');
    }
  });
});
