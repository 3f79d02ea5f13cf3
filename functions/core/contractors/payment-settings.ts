// A contractor's payment settings (docs/api.md "Payment settings"): SPEC §9 defaults until saved. New
// jobs split and date their milestones with them, and the reminder run follows them; jobs already made
// keep their schedule.
import type { PaymentSettings } from '#domain/contractor-settings';
import type { PaymentSettingsInput } from '#domain/schemas/payment-settings';
import { DomainError } from '#functions/core/errors';
import { getContractor, savePaymentSettings as storePaymentSettings } from '#functions/store/contractors';

const present = (settings: PaymentSettings, timezone: string): PaymentSettingsInput => ({
  paymentStructure: settings.paymentStructure,
  twoPayDepositPercentage: settings.twoPayDepositPercentage,
  threePaymentPercentages: [...settings.threePaymentPercentages],
  depositPercentage: settings.depositPercentage,
  terms: settings.terms,
  lateFeeType: settings.lateFeeType,
  lateFeeValue: settings.lateFeeValue,
  acceptedMethods: [...settings.acceptedMethods],
  remindersEnabled: settings.remindersEnabled,
  reminderDaysBefore: settings.reminderDaysBefore,
  depositReminderDays: settings.depositReminderDays,
  communicationPreference: settings.communicationPreference,
  autoInvoicing: settings.autoInvoicing,
  timezone,
});

const contractorOf = async (contractorId: string) => {
  const contractor = await getContractor(contractorId);
  if (!contractor) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  return contractor;
};

export const loadPaymentSettings = async (contractorId: string): Promise<PaymentSettingsInput> => {
  const contractor = await contractorOf(contractorId);
  return present(contractor.payment, contractor.timezone);
};

export const savePaymentSettings = async (
  contractorId: string,
  { timezone, ...payment }: PaymentSettingsInput,
): Promise<PaymentSettingsInput> => {
  const current = await contractorOf(contractorId);
  // Fields this form does not edit (e.g. a default schedule) are kept.
  const merged = { ...current.payment, ...payment };
  await storePaymentSettings(contractorId, merged, timezone);
  return present(merged, timezone);
};
