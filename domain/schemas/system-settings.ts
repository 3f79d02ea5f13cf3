// The platform settings (administrators; SPEC §3 "System settings", one item): where goods ship from, and the
// shipping and tax settings a NEW contractor starts with — a contractor who already signed up keeps their own.
// Money is integer cents in fields named *Cents, and the checks are a contractor's own (./pricing-settings.ts).
import * as z from 'zod/mini';
import type { MessageKey } from '../messages';
import type { PricingSettings } from '../pricing/settings';
import { message } from './message';
import { pricingSettingsSchema, shippingSettingsSchema } from './pricing-settings';

const addressPart = z
  .string(message('field.invalid'))
  .check(z.trim(), z.maxLength(200, message('text.tooLong')));

export interface WarehouseAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** No warehouse address yet. */
export const emptyWarehouseAddress: WarehouseAddress = { street: '', city: '', state: '', zipCode: '' };

/** Where goods ship from: empty as a whole (not set), or whole — street, city, 2-letter state and 5-digit ZIP. */
export const warehouseAddressSchema = z
  .object({
    street: addressPart,
    city: addressPart,
    state: addressPart.check(z.toUpperCase()),
    zipCode: addressPart,
  })
  .check(
    z.superRefine((address, context) => {
      if (Object.values(address).every((part) => part === '')) return;
      const missing = (path: keyof WarehouseAddress, key: MessageKey) =>
        context.addIssue({ code: 'custom', path: [path], message: key });
      if (address.street === '') missing('street', 'address.required');
      if (address.city === '') missing('city', 'city.required');
      if (!/^[A-Z]{2}$/.test(address.state)) missing('state', 'state.invalid');
      if (!/^\d{5}$/.test(address.zipCode)) missing('zipCode', 'zipCode.invalid');
    }),
  );

/** The tax settings of a contractor's pricing that new contractors start with. */
export type TaxDefaults = Pick<PricingSettings, 'taxEnabled' | 'taxRatePercent' | 'taxBase'>;

export const taxDefaultsSchema = z.pick(pricingSettingsSchema, {
  taxEnabled: true,
  taxRatePercent: true,
  taxBase: true,
});

/** PUT /api/admin/system-settings: the whole settings, replaced. */
export const systemSettingsSchema = z.object({
  warehouseAddress: warehouseAddressSchema,
  shipping: shippingSettingsSchema,
  tax: taxDefaultsSchema,
});
export type SystemSettingsInput = z.infer<typeof systemSettingsSchema>;
