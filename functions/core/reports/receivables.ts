// What the contractor is owed now, from the unpaid dated milestones (one Query of the owed index): the
// dashboard's payments to chase and balance owed, and the reports' aging — what is past due by 0–30, 31–60,
// 61–90 and over 90 days, with the payments behind each bucket, most overdue first.

import { daysBetween } from '#domain/calendar-dates';
import { type AgingBucket, agingBuckets, type OwedPayment } from '#domain/contract/reports';
import type { Language } from '#domain/messages';
import { milestoneNameIn } from '#domain/milestone-names';
import type { MilestoneItem } from '#functions/store/jobs';
import { openCopy } from '../crypto/sealed-copy';
import type { CustomerKeys } from '../ports/keys/customer-keys';

export const owedCentsOf = (milestone: MilestoneItem): number => milestone.amountCents - milestone.paidCents;

export const presentOwed = (
  milestone: MilestoneItem,
  today: string,
  keys: CustomerKeys,
  language: Language,
): OwedPayment => ({
  milestoneId: milestone.milestoneId,
  milestoneName: milestoneNameIn(milestone.name, language),
  jobId: milestone.jobId,
  jobNumber: milestone.jobNumber,
  customerName: openCopy(keys, milestone.contractorId, 'customerName', milestone.customerName),
  dueDate: milestone.dueDate ?? today,
  owedCents: owedCentsOf(milestone),
  daysOverdue: Math.max(0, daysBetween(milestone.dueDate ?? today, today)),
});

const bucketOf = (daysOverdue: number): AgingBucket =>
  daysOverdue <= 30 ? '0-30' : daysOverdue <= 60 ? '31-60' : daysOverdue <= 90 ? '61-90' : '90+';

/** The past-due payments (due today or before) by how long past due. */
export const agingOf = (
  owed: readonly MilestoneItem[],
  today: string,
  keys: CustomerKeys,
  language: Language,
) => {
  const pastDue = owed
    .filter((milestone) => (milestone.dueDate ?? today) <= today)
    .map((milestone) => presentOwed(milestone, today, keys, language))
    .sort((a, b) => b.daysOverdue - a.daysOverdue);
  return agingBuckets.map((bucket) => {
    const payments = pastDue.filter((payment) => bucketOf(payment.daysOverdue) === bucket);
    return { bucket, owedCents: payments.reduce((sum, payment) => sum + payment.owedCents, 0), payments };
  });
};
