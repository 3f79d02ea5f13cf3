// The catalog form: ids made from names (slugs, unique per list, saved ids never change), prices grouped
// by style and height on screen and flattened for PUT /api/catalog, and schema messages traced to boxes.
import { describe, expect, it } from 'vitest';
import { starterCatalog } from '#domain/pricing/starter-catalog';
import { catalogSchema } from '#domain/schemas/pricing-settings';
import {
  newHardwareItem,
  newPostCap,
  newStyle,
  parseHeights,
  priceIndexKey,
  toCatalogInput,
  toCatalogValues,
} from '#frontend/features/settings/catalog-form-values';
import { slugify, uniqueId } from '#frontend/features/settings/catalog-ids';
import { schemaMessages } from '#test/support/schema-messages';

const byStyleAndHeight = (prices: readonly unknown[]) =>
  [...(prices as Array<{ styleId: string; heightFt: number }>)].sort(
    (a, b) => a.styleId.localeCompare(b.styleId) || a.heightFt - b.heightFt,
  );

describe('catalog ids', () => {
  it('are lower-case slugs of the name', () => {
    expect(slugify('Horizontal Cedar')).toBe('horizontal-cedar');
    expect(slugify("  Cedar Picket — 6' (Premium) ")).toBe('cedar-picket-6-premium');
    expect(slugify('Cerca de Cedro Ñandú')).toBe('cerca-de-cedro-nandu');
    expect(slugify('!!!')).toBe('');
  });

  it('fit the catalog id rule, even for long names', () => {
    const id = slugify(`${'Very long style name '.repeat(6)}x`);
    expect(id.length).toBeLessThanOrEqual(64);
    expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
    expect(id.endsWith('-')).toBe(false);
  });

  it('are unique within their list', () => {
    const taken = new Set(['vinyl-privacy', 'vinyl-privacy-2']);
    expect(uniqueId('Vinyl Privacy', taken, 'style')).toBe('vinyl-privacy-3');
    expect(uniqueId('Vinyl Picket', taken, 'style')).toBe('vinyl-picket');
    expect(uniqueId('***', new Set(['style']), 'style')).toBe('style-2');
    const long = 'a'.repeat(64);
    expect(uniqueId(long, new Set([long]), 'style')).toBe(`${'a'.repeat(62)}-2`);
  });
});

describe('catalog form values', () => {
  it('give back the catalog they were made from', () => {
    const { catalog } = toCatalogInput(toCatalogValues(starterCatalog));
    const parsed = catalogSchema.parse(catalog);
    expect(parsed.styles).toEqual(starterCatalog.styles);
    expect(parsed.postCaps).toEqual(starterCatalog.postCaps);
    expect(parsed.hardwareItems).toEqual(starterCatalog.hardwareItems);
    expect(byStyleAndHeight(parsed.stylePricing)).toEqual(byStyleAndHeight(starterCatalog.stylePricing));
  });

  it('show style prices in dollars per height', () => {
    const values = toCatalogValues(starterCatalog);
    const cedar = values.styles.find((style) => style.id === 'cedar-privacy');
    expect(cedar?.heights).toBe('6, 5, 8');
    expect(cedar?.prices['6']).toEqual({
      panel: '105.00',
      post: '29.00',
      gate3: '200.00',
      gate4: '225.00',
      gate5: '250.00',
    });
  });

  it('give new entries unique ids from their names, and keep saved ids when renamed', () => {
    const values = toCatalogValues(starterCatalog);
    const renamed = values.styles[0];
    if (!renamed) throw new Error('starter catalog has styles');
    renamed.styleName = 'Cedar Dog-Ear Privacy';
    const style = { ...newStyle(values.styles), styleName: 'Vinyl Privacy', materialType: 'vinyl' as const };
    style.heights = '6';
    style.prices['6'] = { panel: '210', post: '45', gate3: '300', gate4: '340', gate5: '380' };
    values.styles.push(style);
    values.postCaps.push({ ...newPostCap(), name: 'Copper Post Cap', price: '19.5' });
    values.hardwareItems.push({ ...newHardwareItem(), name: 'Gate Spring', itemType: 'other', price: '12' });
    const { catalog, ids } = toCatalogInput(values);
    const parsed = catalogSchema.parse(catalog);
    expect(parsed.styles[0]?.id).toBe('vinyl-privacy');
    expect(parsed.styles.at(-1)?.id).toBe('vinyl-privacy-2');
    expect(ids.get(style.key)).toBe('vinyl-privacy-2');
    expect(parsed.stylePricing.at(-1)).toEqual({
      styleId: 'vinyl-privacy-2',
      heightFt: 6,
      panelPriceCents: 21000,
      postPriceCents: 4500,
      gate3PriceCents: 30000,
      gate4PriceCents: 34000,
      gate5PriceCents: 38000,
    });
    expect(parsed.postCaps.at(-1)).toMatchObject({ id: 'copper-post-cap', priceCents: 1950 });
    expect(parsed.hardwareItems.at(-1)).toMatchObject({
      id: 'gate-spring',
      materialType: 'any',
      priceCents: 1200,
    });
  });

  it('leave a height with no prices unpriced, and price only listed heights', () => {
    const values = toCatalogValues({ ...starterCatalog, styles: [], stylePricing: [] });
    const style = {
      ...newStyle([]),
      styleName: 'Ranch Rail',
      materialType: 'cedar' as const,
      heights: '4, 5, 4',
    };
    style.prices['4'] = { panel: '60', post: '20', gate3: '150', gate4: '160', gate5: '170' };
    style.prices['6'] = { panel: '90', post: '25', gate3: '180', gate4: '190', gate5: '200' };
    values.styles.push(style);
    const { catalog, priceIndex } = toCatalogInput(values);
    const parsed = catalogSchema.parse(catalog);
    expect(parsed.styles[0]?.availableHeights).toEqual([4, 5]);
    expect(parsed.stylePricing.map((price) => price.heightFt)).toEqual([4]);
    expect(priceIndex.get(priceIndexKey(style.key, 4))).toBe(0);
    expect(priceIndex.has(priceIndexKey(style.key, 5))).toBe(false);
  });

  it('trace each refused value to its box', () => {
    const values = toCatalogValues({ ...starterCatalog, styles: [], stylePricing: [] });
    const style = { ...newStyle([]), styleName: '', heights: '6, 15', lengthInches: '10' };
    style.prices['6'] = { panel: '100', post: '', gate3: '1', gate4: '1', gate5: '1' };
    style.imageUrl = 'http://example.com/a.png';
    values.styles.push(style);
    const cap = values.postCaps[0];
    if (cap) cap.price = '-1';
    const errors = schemaMessages(catalogSchema, toCatalogInput(values).catalog);
    expect(errors).toMatchObject({
      'styles.0.styleName': 'Name is required',
      'styles.0.imageUrl': 'Enter an https link, or leave it empty',
      'styles.0.availableHeights.1': 'Height must be between 2 and 12 feet',
      'styles.0.lengthInches': 'Panel length must be between 24 and 144 inches',
      'stylePricing.0.postPriceCents': 'Enter an amount of 0 or more, up to 10,000',
      'postCaps.0.priceCents': 'Enter an amount of 0 or more, up to 10,000',
    });
  });

  it('read heights in order, without repeats', () => {
    expect(parseHeights('6, 5 8;6')).toEqual([6, 5, 8]);
    expect(parseHeights('')).toEqual([]);
    expect(parseHeights('4.5, x')).toEqual([4.5, Number.NaN]);
  });
});
