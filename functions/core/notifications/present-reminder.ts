// A payment reminder as the bell and the dashboard show it: an unpaid dated milestone with what is still owed
// and how many days until (or since) it is due on the contractor's calendar. Its own module, so the dashboard
// reads it without the reminder sender.
import { daysBetween } from '#domain/calendar-dates';
import type { Language } from '#domain/messages';
import { milestoneNameIn } from '#domain/milestone-names';
import type { MilestoneItem } from '#functions/store/jobs';
import { openCopy } from '../crypto/sealed-copy';
import type { CustomerKeys } from '../ports/keys/customer-keys';

export interface Reader {
  today: string;
  language: Language;
  keys: CustomerKeys;
}

export const presentReminder = (milestone: MilestoneItem, { today, language, keys }: Reader) => ({
  milestoneId: milestone.milestoneId,
  milestoneName: milestoneNameIn(milestone.name, language),
  customerName: openCopy(keys, milestone.contractorId, 'customerName', milestone.customerName),
  jobNumber: milestone.jobNumber,
  jobId: milestone.jobId,
  timestamp: milestone.dueDate ?? today,
  amount: (milestone.amountCents - milestone.paidCents) / 100,
  reminderSent: milestone.reminderSent ?? false,
  daysUntilDue: daysBetween(today, milestone.dueDate ?? today),
});
