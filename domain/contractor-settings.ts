// The settings a contractor item carries, as every reader sees them: what the contractor saved, checked
// leaf by leaf against the SPEC §9 defaults' shape, with the default wherever a value is missing or of the
// wrong type — so an item saved before a setting existed reads complete and never fails.
import { contractorDefaults } from './contractor-defaults';
import type { PricingSettings, ShippingSettings } from './pricing/settings';
import type { StoredAlertSettings } from './schemas/alert-settings';
import type { PaymentSettingsInput } from './schemas/payment-settings';
import { withDefaults } from './with-defaults';

/** The payment settings form's fields (its timezone lives on the contractor) and the schedule type it does not edit. */
export type PaymentSettings = Omit<PaymentSettingsInput, 'timezone'> & {
  defaultScheduleType: 'simple' | 'milestone';
};

export interface Branding {
  logoUrl: string;
  tagline: string;
  primaryColor: string;
}

export interface ContractorSettings {
  pricing: PricingSettings;
  payment: PaymentSettings;
  shipping: ShippingSettings;
  branding: Branding;
  /** How the contractor hears of new leads beyond the bell. */
  alerts: StoredAlertSettings;
  /** The contractor's calendar (IANA zone): due dates and reminders are judged on it. */
  timezone: string;
}

/** The defaults a new contractor starts with, typed as the settings they are. */
export const defaultContractorSettings: ContractorSettings = {
  pricing: contractorDefaults.pricing,
  payment: contractorDefaults.payment,
  shipping: contractorDefaults.shipping,
  branding: contractorDefaults.branding,
  alerts: { newLeadAlerts: 'off', language: 'en' },
  timezone: contractorDefaults.timezone,
};

/** Reads stored settings (possibly partial or from an older version) as complete ones. */
export const contractorSettingsOf = (stored: {
  pricing?: unknown;
  payment?: unknown;
  shipping?: unknown;
  branding?: unknown;
  alerts?: unknown;
  timezone?: unknown;
}): ContractorSettings => ({
  pricing: withDefaults(defaultContractorSettings.pricing, stored.pricing),
  payment: withDefaults(defaultContractorSettings.payment, stored.payment),
  shipping: withDefaults(defaultContractorSettings.shipping, stored.shipping),
  branding: withDefaults(defaultContractorSettings.branding, stored.branding),
  alerts: withDefaults(defaultContractorSettings.alerts, stored.alerts),
  timezone:
    typeof stored.timezone === 'string' && stored.timezone
      ? stored.timezone
      : defaultContractorSettings.timezone,
});
