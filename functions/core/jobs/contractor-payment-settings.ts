// A contractor's payment settings and calendar, with SPEC §9 defaults for anything not set.
import { todayIn } from '#domain/calendar-dates';
import { contractorDefaults } from '#domain/contractor-defaults';
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';

export type PaymentSettings = typeof contractorDefaults.payment;

export interface ContractorCalendar {
  businessName: string;
  timezone: string;
  today: string;
  payment: PaymentSettings;
}

export const contractorCalendar = async (contractorId: string): Promise<ContractorCalendar> => {
  const { data } = await store.entities.contractor.get({ contractorId }).go();
  if (!data) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  const timezone = data.timezone || contractorDefaults.timezone;
  return {
    businessName: data.businessName,
    timezone,
    today: todayIn(timezone),
    payment: { ...contractorDefaults.payment, ...(data.payment as Partial<PaymentSettings>) },
  };
};

/** SPEC §5: a new job's date is today or later, on the contractor's calendar. */
export const refusePastDate = (date: string | undefined | null, today: string) => {
  if (date && date < today) {
    throw new DomainError('VALIDATION_FAILED', 'request.invalid', {
      fields: { scheduledDate: 'scheduledDate.past' },
    });
  }
};
