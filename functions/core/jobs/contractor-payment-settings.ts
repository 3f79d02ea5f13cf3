// A contractor's payment settings and calendar (the store completes unset settings with SPEC §9 defaults).
import { todayIn } from '#domain/calendar-dates';
import type { PaymentSettings } from '#domain/contractor-settings';
import { DomainError } from '#functions/core/errors';
import { getContractor } from '#functions/store/contractors';

export interface ContractorCalendar {
  businessName: string;
  timezone: string;
  today: string;
  payment: PaymentSettings;
}

export const contractorCalendar = async (contractorId: string): Promise<ContractorCalendar> => {
  const contractor = await getContractor(contractorId);
  if (!contractor) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  return {
    businessName: contractor.businessName,
    timezone: contractor.timezone,
    today: todayIn(contractor.timezone),
    payment: contractor.payment,
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
