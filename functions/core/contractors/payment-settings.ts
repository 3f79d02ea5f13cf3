// A contractor's payment settings (docs/api.md "Payment settings"): SPEC §9 defaults until saved. New
// jobs split and date their milestones with them, and the reminder run follows them; jobs already made
// keep their schedule.
import { contractorDefaults } from '#domain/contractor-defaults';
import type { PaymentSettingsInput } from '#domain/schemas/payment-settings';
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';

/** The contractor item's `payment` map: these settings and the few the form does not edit. */
type StoredPayment = Omit<PaymentSettingsInput, 'timezone'> & { defaultScheduleType: 'simple' | 'milestone' };

const defaults = contractorDefaults.payment as StoredPayment;

const present = (payment: Partial<StoredPayment>, timezone: string | undefined): PaymentSettingsInput => {
  const settings = { ...defaults, ...payment };
  return {
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
    timezone: timezone || contractorDefaults.timezone,
  };
};

export const loadPaymentSettings = async (contractorId: string): Promise<PaymentSettingsInput> => {
  const { data } = await store.entities.contractor.get({ contractorId }).go();
  if (!data) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  return present(data.payment as Partial<StoredPayment>, data.timezone);
};

export const savePaymentSettings = async (
  contractorId: string,
  { timezone, ...payment }: PaymentSettingsInput,
): Promise<PaymentSettingsInput> => {
  const { data: current } = await store.entities.contractor.get({ contractorId }).go();
  if (!current) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  // Fields this form does not edit (e.g. a default schedule) are kept.
  const merged = {
    ...contractorDefaults.payment,
    ...(current.payment as Partial<StoredPayment>),
    ...payment,
  };
  await store.entities.contractor.patch({ contractorId }).set({ payment: merged, timezone }).go();
  return present(merged, timezone);
};
