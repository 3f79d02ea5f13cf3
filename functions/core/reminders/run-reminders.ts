// The scheduled reminder run (every 15 minutes in AWS, every minute locally): reads the unpaid milestones
// due within the longest reminder window through the due index — never all milestones — judges each on
// its contractor's calendar, makes the overdue notification once, and sends the reminder each stage owes
// when the contractor has automatic reminders on. Safe to run twice at once (send-reminder.ts claims).
import { addDays, todayIn } from '#domain/calendar-dates';
import { owesReminder, reminderLeadDays, reminderTiming } from '#domain/reminder-timing';
import { logger } from '#functions/core/logger';
import {
  getJob,
  getMilestone,
  listOwedMilestonesDueBy,
  type MilestoneItem,
  updateMilestoneAsRead,
} from '#functions/store/jobs';
import { createNotificationOnce } from '#functions/store/notifications';
import { arrivedSealed } from '../crypto/sealed-copy';
import { type ContractorCalendar, contractorCalendar } from '../jobs/contractor-payment-settings';
import { sendReminder } from './send-reminder';

/** SPEC §5: reminder days are at most 30. */
const longestWindowDays = 30;

export interface ReminderRunReport {
  /** Milestones read from the due index. */
  milestonesRead: number;
  remindersSent: number;
  reminderFailures: number;
  overdueNotifications: number;
  /** Milestones left for the next run after an error. */
  errors: number;
}

export const overdueNotification = (milestone: MilestoneItem, timestamp: string) => ({
  contractorId: milestone.contractorId,
  notificationId: `overdue-${milestone.milestoneId}`,
  type: milestone.isDeposit ? ('overdue_deposit' as const) : ('overdue_reminder' as const),
  feed: 'payments' as const,
  timestamp,
  jobId: milestone.jobId,
  jobNumber: milestone.jobNumber,
  milestoneId: milestone.milestoneId,
  milestoneName: milestone.name,
  customerName: milestone.customerName ?? arrivedSealed(''),
  amountCents: milestone.amountCents - milestone.paidCents,
});

/**
 * One milestone: the overdue notice once, the reminder its stage owes, and — once overdue, noticed and
 * reminded (or nothing more can be sent) — off the run's list for good.
 */
const handleMilestone = async (
  milestone: MilestoneItem,
  calendar: ContractorCalendar,
  now: Date,
  report: ReminderRunReport,
) => {
  if (!milestone.dueDate) return;
  const timing = reminderTiming(
    milestone.dueDate,
    calendar.today,
    reminderLeadDays(milestone, calendar.payment),
  );
  if (timing.stage === 'none') return;
  const overdue = timing.stage === 'overdue';
  let noticed = milestone.overdueNotified ?? false;
  if (overdue && !noticed) {
    if (await createNotificationOnce(overdueNotification(milestone, now.toISOString())))
      report.overdueNotifications += 1;
    noticed = true;
  }
  let remindedOverdue = milestone.reminderStage === 'overdue';
  let cannotRemind = !calendar.payment.remindersEnabled;
  if (calendar.payment.remindersEnabled && owesReminder(milestone.reminderStage ?? 'none', timing.stage)) {
    const job = await getJob(milestone.contractorId, milestone.jobId);
    const outcome = job
      ? await sendReminder({ milestone, job, calendar, stage: timing.stage, mode: 'automatic' })
      : 'no_contact';
    if (outcome === 'sent') report.remindersSent += 1;
    if (outcome === 'failed') report.reminderFailures += 1;
    remindedOverdue ||= outcome === 'sent' && overdue;
    cannotRemind ||= outcome === 'no_contact';
  }
  const done = overdue && noticed && (remindedOverdue || cannotRemind);
  if (noticed !== (milestone.overdueNotified ?? false) || done) await markProgress(milestone, noticed, done);
  // Auto invoicing (payment settings): a payment coming due is invoiced without the contractor's click.
  if (calendar.payment.autoInvoicing && milestone.status === 'pending') await markInvoiced(milestone);
};

/** The milestone as it is now (strongly consistent), to write on top of. */
const reread = (milestone: MilestoneItem) =>
  getMilestone(milestone.contractorId, milestone.jobId, milestone.milestoneId);

const markInvoiced = async (read: MilestoneItem) => {
  const fresh = await reread(read);
  if (fresh?.status !== 'pending') return;
  // Paid or edited this very moment: the write does not hold, and the next run reads it afresh.
  await updateMilestoneAsRead(fresh, { status: 'invoiced' });
};

/** Records the notice (and that nothing is left to do) on the milestone as it is now. */
const markProgress = async (read: MilestoneItem, overdueNotified: boolean, remindersDone: boolean) => {
  const fresh = await reread(read);
  if (!fresh) return;
  // Paid or edited this very moment: the write does not hold, and the next run reads it afresh.
  await updateMilestoneAsRead(fresh, { remindersDone, overdueNotified });
};

export const runReminders = async (now = new Date()): Promise<ReminderRunReport> => {
  // The furthest "today" on Earth, plus the longest window: nothing that could be due anywhere is missed.
  const lastDate = addDays(todayIn('Pacific/Kiritimati', now), longestWindowDays);
  const owed = await listOwedMilestonesDueBy(lastDate);
  const report: ReminderRunReport = {
    milestonesRead: owed.length,
    remindersSent: 0,
    reminderFailures: 0,
    overdueNotifications: 0,
    errors: 0,
  };
  const calendars = new Map<string, Promise<ContractorCalendar>>();
  const calendarOf = (contractorId: string) => {
    let calendar = calendars.get(contractorId);
    if (!calendar) {
      calendar = contractorCalendar(contractorId).then((found) => ({
        ...found,
        today: todayIn(found.timezone, now),
      }));
      calendars.set(contractorId, calendar);
    }
    return calendar;
  };

  for (const milestone of owed) {
    // One milestone that cannot be handled (a missing contractor, throttling) must not stop the others.
    try {
      await handleMilestone(milestone, await calendarOf(milestone.contractorId), now, report);
    } catch (error) {
      report.errors += 1;
      logger.error('Reminder run: milestone not handled', { milestoneId: milestone.milestoneId, error });
    }
  }
  return report;
};
