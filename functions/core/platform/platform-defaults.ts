// What the platform settings give a new contractor (sign-up: core/auth/create-account.ts) and the admin page:
// the stored settings completed with the SPEC §9 defaults. Kept apart from ./system-settings.ts so sign-up
// does not carry the customer-key code the admin page's fingerprint needs.
import { defaultContractorSettings } from '#domain/contractor-settings';
import type { PricingSettings, ShippingSettings } from '#domain/pricing/settings';
import {
  emptyWarehouseAddress,
  type TaxDefaults,
  type WarehouseAddress,
} from '#domain/schemas/system-settings';
import { withDefaults } from '#domain/with-defaults';
import { getSystemSettings, type SystemSettingsItem } from '#functions/store/platform-settings';

/** The SPEC §9 tax settings: what a new contractor starts with until an administrator saves others. */
const defaultTax: TaxDefaults = {
  taxEnabled: defaultContractorSettings.pricing.taxEnabled,
  taxRatePercent: defaultContractorSettings.pricing.taxRatePercent,
  taxBase: defaultContractorSettings.pricing.taxBase,
};

export interface PlatformDefaults {
  warehouseAddress: WarehouseAddress;
  shipping: ShippingSettings;
  tax: TaxDefaults;
}

/** The stored settings completed with the defaults (an item saved before a setting existed reads whole). */
export const platformDefaultsOf = (item: SystemSettingsItem | null): PlatformDefaults => ({
  warehouseAddress: withDefaults(emptyWarehouseAddress, item?.warehouseAddress),
  shipping: withDefaults(defaultContractorSettings.shipping, item?.shipping),
  tax: withDefaults(defaultTax, item?.tax),
});

/**
 * The pricing and shipping settings a contractor signing up now starts with: the SPEC §9 defaults, with the
 * platform's shipping and tax settings in place of the defaults' (one read).
 */
export const newContractorSettings = async (): Promise<{
  pricing: PricingSettings;
  shipping: ShippingSettings;
}> => {
  const { shipping, tax } = platformDefaultsOf(await getSystemSettings());
  return { pricing: { ...defaultContractorSettings.pricing, ...tax }, shipping };
};
