// The scheduled reminder run (every 15 minutes in AWS, every minute locally): reads the unpaid milestones
// due within the longest reminder window through the due index — never all milestones — judges each on
// its contractor's calendar, makes the overdue notification once, and sends the reminder each stage owes
// when the contractor has automatic reminders on. Safe to run twice at once (send-reminder.ts claims).
import { addDays, todayIn } from '../../domain/calendar-dates';
import { owesReminder, reminderTiming } from '../../domain/reminder-timing';
import {
  type ContractorCalendar,
  contractorCalendar,
} from '../../functions/jobs/contractor-payment-settings';
import type { MilestoneItem } from '../../functions/jobs/job-records';
import { dueShards } from '../../functions/store/entities/milestone';
import { store } from '../../functions/store/service';
import { createNotificationOnce } from '../consumers/create-notification';
import { sendReminder } from './send-reminder';

/** SPEC §5: reminder days are at most 30. */
const longestWindowDays = 30;

export interface ReminderRunReport {
  /** Milestones read from the due index. */
  milestonesRead: number;
  remindersSent: number;
  reminderFailures: number;
  overdueNotifications: number;
}

/** Every unpaid milestone due on or before `lastDate`, from each shard of the due index. */
export const owedMilestonesUntil = async (lastDate: string): Promise<MilestoneItem[]> => {
  const shards = Array.from({ length: dueShards }, (_, shard) => String(shard));
  const pages = await Promise.all(
    shards.map((dueShard) =>
      store.entities.milestone.query
        .owedByDueDate({ dueShard })
        .lte({ dueDate: lastDate })
        .go({ pages: 'all' }),
    ),
  );
  return pages.flatMap((page) => page.data);
};

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
  customerName: milestone.customerName ?? '',
  amountCents: milestone.amountCents - milestone.paidCents,
});

export const runReminders = async (now = new Date()): Promise<ReminderRunReport> => {
  // The furthest "today" on Earth, plus the longest window: nothing that could be due anywhere is missed.
  const lastDate = addDays(todayIn('Pacific/Kiritimati', now), longestWindowDays);
  const owed = await owedMilestonesUntil(lastDate);
  const report: ReminderRunReport = {
    milestonesRead: owed.length,
    remindersSent: 0,
    reminderFailures: 0,
    overdueNotifications: 0,
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
    if (!milestone.dueDate) continue;
    const calendar = await calendarOf(milestone.contractorId);
    const timing = reminderTiming(milestone.dueDate, calendar.today, calendar.payment.reminderDaysBefore);
    if (timing.stage === 'overdue') {
      if (await createNotificationOnce(overdueNotification(milestone, now.toISOString())))
        report.overdueNotifications += 1;
    }
    if (timing.stage === 'none' || !calendar.payment.remindersEnabled) continue;
    if (!owesReminder(milestone.reminderStage ?? 'none', timing.stage)) continue;
    const { data: job } = await store.entities.job
      .get({ contractorId: milestone.contractorId, jobId: milestone.jobId })
      .go();
    if (!job) continue;
    const outcome = await sendReminder({ milestone, job, calendar, stage: timing.stage, mode: 'automatic' });
    if (outcome === 'sent') report.remindersSent += 1;
    if (outcome === 'failed') report.reminderFailures += 1;
  }
  return report;
};
