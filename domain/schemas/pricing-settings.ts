// What a contractor may save as pricing, shipping and catalog settings (SPEC §5 contractor settings).
// Money here is integer cents in fields named *Cents — the estimator's own units — and the settings screen
// shows dollars. One parse validates the whole form, naming each bad field by its path.
import * as z from 'zod/mini';
import type { MessageKey } from '../messages';
import { hardwareItemTypes } from '../pricing/catalog';
import { fenceMaterialIds } from '../pricing/materials';
import { message } from './message';
import { numberField } from './number';

const centsUpTo = (maxCents: number, key: MessageKey) =>
  numberField(key).check(z.int(message(key)), z.gte(0, message(key)), z.lte(maxCents, message(key)));
/** A rate or price: up to $10,000 — far above any real one, low enough to catch a slipped decimal. */
const cents = centsUpTo(1_000_000, 'rate.invalid');
/** An order-size limit or a charge for a whole job: up to $100,000. */
const largeCents = centsUpTo(10_000_000, 'amount.invalid');
const positiveCents = cents.check(z.refine((value) => value > 0, message('rate.positive')));
const percentKeys = {
  markup: 'percent.markup',
  tax: 'percent.tax',
  apr: 'percent.apr',
  fee: 'percent.fee',
  discount: 'percent.discount',
} as const satisfies Record<string, MessageKey>;
const percentLimits = { markup: 200, tax: 20, apr: 40, fee: 25, discount: 100 } as const;
const percent = (kind: keyof typeof percentKeys) =>
  numberField(percentKeys[kind]).check(
    z.gte(0, message(percentKeys[kind])),
    z.lte(percentLimits[kind], message(percentKeys[kind])),
  );
const multiplier = numberField('multiplier.invalid').check(
  z.gte(0.5, message('multiplier.invalid')),
  z.lte(5, message('multiplier.invalid')),
);

const httpsUrlOrEmpty = z.string(message('url.invalid')).check(
  z.trim(),
  z.refine(
    (url) => url === '' || (/^https:\/\/[^\s"'<>]+$/.test(url) && url.length <= 2048),
    message('url.invalid'),
  ),
);

const perMaterial = (rate: z.ZodMiniNumber<number>) =>
  z.object({ vinyl: rate, cedar: rate, chain: rate, aluminum: rate, pressureTreated: rate });

export const pricingSettingsSchema = z.object({
  pricePerFootCents: perMaterial(cents),
  gatePriceCents: perMaterial(cents),
  laborPerFootCents: perMaterial(cents),
  laborPerPostCents: perMaterial(cents),
  laborPerGateCents: perMaterial(cents),
  removal: z.object({
    pricingType: z.enum(['per_foot', 'flat_fee'], message('removal.type.invalid')),
    flatFeeCents: positiveCents,
    perFootCents: z.object({
      vinyl: positiveCents,
      aluminum: positiveCents,
      cedar: positiveCents,
      chainLink: positiveCents,
      pressureTreated: positiveCents,
    }),
  }),
  minimumInstallationChargeCents: largeCents,
  excavationRateCents: cents,
  concreteSetRateCents: cents,
  siteAccessMultiplier: multiplier,
  terrainDifficultyMultiplier: multiplier,
  markupPercentage: percent('markup'),
  taxEnabled: z.boolean(message('field.invalid')),
  taxRatePercent: percent('tax'),
  taxBase: z.enum(['all', 'materials'], message('field.invalid')),
  concreteBagsPerPost: numberField('field.invalid').check(
    z.gte(0, message('field.invalid')),
    z.lte(10, message('field.invalid')),
  ),
  financing: z.object({
    enabled: z.boolean(message('field.invalid')),
    aprPercent: percent('apr'),
    termMonths: numberField('term.invalid').check(
      z.int(message('term.invalid')),
      z.gte(1, message('term.invalid')),
      z.lte(240, message('term.invalid')),
    ),
    programFeePercent: percent('fee'),
  }),
});

export const shippingSettingsSchema = z
  .object({
    method: z.enum(['tiered', 'flat', 'per_mile'], message('field.invalid')),
    tierOneMaxCents: largeCents,
    tierTwoMaxCents: largeCents,
    tierThreeFree: z.boolean(message('field.invalid')),
    distanceBrackets: z
      .array(
        z.object({
          maxMiles: numberField('field.invalid').check(z.positive(message('field.invalid')), z.lte(1000)),
          feeCents: cents,
        }),
      )
      .check(
        z.minLength(1, message('shipping.brackets.order')),
        z.maxLength(10, message('shipping.brackets.order')),
      ),
    tierTwoFlatFeeCents: cents,
    perMileRateCents: cents,
    perMileMinimumCents: cents,
    discountEnabled: z.boolean(message('field.invalid')),
    discountPercent: z.optional(percent('discount')),
  })
  .check(
    z.superRefine((shipping, context) => {
      if (shipping.tierTwoMaxCents <= shipping.tierOneMaxCents) {
        context.addIssue({ code: 'custom', path: ['tierTwoMaxCents'], message: 'shipping.tiers.order' });
      }
      shipping.distanceBrackets.forEach((bracket, index) => {
        const previous = shipping.distanceBrackets[index - 1];
        if (previous && bracket.maxMiles <= previous.maxMiles) {
          context.addIssue({
            code: 'custom',
            path: ['distanceBrackets', index, 'maxMiles'],
            message: 'shipping.brackets.order',
          });
        }
      });
    }),
  );

export const pricingSettingsUpdateSchema = z.object({
  pricing: pricingSettingsSchema,
  shipping: shippingSettingsSchema,
  /** The financing partner's application page, opened from a homeowner's quote ('' for none). */
  financingUrl: z.optional(httpsUrlOrEmpty),
});
export type PricingSettingsUpdate = z.infer<typeof pricingSettingsUpdateSchema>;

const catalogIdSchema = z
  .string(message('catalog.id.invalid'))
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, message('catalog.id.invalid')));
const imageUrl = httpsUrlOrEmpty;
const name = z
  .string(message('name.required'))
  .check(z.trim(), z.minLength(1, message('name.required')), z.maxLength(100, message('text.tooLong')));

const uniqueIds = <T extends { id: string }>(
  items: readonly T[],
  context: z.core.$RefinementCtx,
  path: string,
) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id))
      context.addIssue({ code: 'custom', path: [path, index, 'id'], message: 'catalog.duplicate' });
    seen.add(item.id);
  });
};

export const catalogSchema = z
  .object({
    styles: z
      .array(
        z.object({
          id: catalogIdSchema,
          materialType: z.enum(fenceMaterialIds, message('material.invalid')),
          styleName: name,
          imageUrl,
          availableHeights: z
            .array(
              numberField('height.invalid').check(
                z.gte(2, message('height.invalid')),
                z.lte(12, message('height.invalid')),
              ),
            )
            .check(z.minLength(1, message('height.invalid')), z.maxLength(10, message('height.invalid'))),
          lengthInches: numberField('catalog.length.invalid').check(
            z.gte(24, message('catalog.length.invalid')),
            z.lte(144, message('catalog.length.invalid')),
          ),
          sortOrder: numberField('field.invalid').check(
            z.int(message('field.invalid')),
            z.gte(0),
            z.lte(1000),
          ),
        }),
      )
      .check(z.maxLength(50, message('catalog.tooMany'))),
    stylePricing: z
      .array(
        z.object({
          styleId: catalogIdSchema,
          heightFt: numberField('height.invalid').check(
            z.gte(2, message('height.invalid')),
            z.lte(12, message('height.invalid')),
          ),
          panelPriceCents: cents,
          postPriceCents: cents,
          gate3PriceCents: cents,
          gate4PriceCents: cents,
          gate5PriceCents: cents,
        }),
      )
      .check(z.maxLength(500, message('catalog.tooMany'))),
    postCaps: z
      .array(z.object({ id: catalogIdSchema, name, imageUrl, priceCents: cents }))
      .check(z.maxLength(50, message('catalog.tooMany'))),
    hardwareItems: z
      .array(
        z.object({
          id: catalogIdSchema,
          name,
          materialType: z.enum([...fenceMaterialIds, 'any'], message('material.invalid')),
          itemType: z.enum(hardwareItemTypes, message('field.invalid')),
          imageUrl,
          priceCents: cents,
        }),
      )
      .check(z.maxLength(100, message('catalog.tooMany'))),
  })
  .check(
    z.superRefine((catalog, context) => {
      uniqueIds(catalog.styles, context, 'styles');
      uniqueIds(catalog.postCaps, context, 'postCaps');
      uniqueIds(catalog.hardwareItems, context, 'hardwareItems');
      const heights = new Map(catalog.styles.map((style) => [style.id, style.availableHeights]));
      catalog.stylePricing.forEach((price, index) => {
        const styleHeights = heights.get(price.styleId);
        if (!styleHeights) {
          context.addIssue({
            code: 'custom',
            path: ['stylePricing', index, 'styleId'],
            message: 'style.notFound',
          });
        } else if (!styleHeights.includes(price.heightFt)) {
          context.addIssue({
            code: 'custom',
            path: ['stylePricing', index, 'heightFt'],
            message: 'height.unavailable',
          });
        }
      });
    }),
  );
export type CatalogUpdate = z.infer<typeof catalogSchema>;
