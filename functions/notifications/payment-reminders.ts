// The bell's payment reminders (SPEC §3, §7): the contractor's unpaid milestones due within their
// reminder window or overdue, read through the contractor's due index (one query), and the manual
// Send Reminder, which claims the milestone the same way the scheduled run does.
import { addDays } from '../../domain/calendar-dates';
import { toE164 } from '../../domain/phone';
import { reminderLeadDays, reminderTiming } from '../../domain/reminder-timing';
import { sendReminder } from '../../events/reminders/send-reminder';
import { HttpError } from '../http/http-error';
import { contractorCalendar } from '../jobs/contractor-payment-settings';
import type { MilestoneItem } from '../jobs/job-records';
import { store } from '../store/service';

/** More than a bell shows (20): the badge counts them all. */
const listLimit = 100;

type LeadSettings = { reminderDaysBefore: number; depositReminderDays: number };

const presentReminder = (milestone: MilestoneItem, today: string, settings: LeadSettings) => ({
  milestoneId: milestone.milestoneId,
  milestoneName: milestone.name,
  customerName: milestone.customerName ?? '',
  jobNumber: milestone.jobNumber,
  jobId: milestone.jobId,
  timestamp: milestone.dueDate ?? today,
  amount: (milestone.amountCents - milestone.paidCents) / 100,
  reminderSent: milestone.reminderSent ?? false,
  daysUntilDue: reminderTiming(milestone.dueDate ?? today, today, reminderLeadDays(milestone, settings))
    .daysUntilDue,
});

export const paymentReminders = async (contractorId: string) => {
  const calendar = await contractorCalendar(contractorId);
  const settings = calendar.payment;
  const widest = Math.max(settings.reminderDaysBefore, settings.depositReminderDays);
  // Keys are '<date>#<id>': "before the next day" includes every milestone of the last day.
  const { data } = await store.entities.milestone.query
    .owedByContractor({ contractorId })
    .lt({ dueDate: addDays(calendar.today, widest + 1) })
    .go({ limit: listLimit });
  return data
    .filter(
      (milestone) =>
        reminderTiming(
          milestone.dueDate ?? calendar.today,
          calendar.today,
          reminderLeadDays(milestone, settings),
        ).stage !== 'none',
    )
    .map((milestone) => presentReminder(milestone, calendar.today, settings));
};

const reminderFailed = (reason: 'sms.reason.noAnswer' | 'reminder.noContact') =>
  reason === 'reminder.noContact'
    ? new HttpError(409, 'NO_CONTACT', 'reminder.noContact')
    : new HttpError(502, 'REMINDER_FAILED', 'reminder.failed', { vars: { reason } });

export const sendReminderNow = async (contractorId: string, milestoneId: string, userId: string) => {
  if (!milestoneId || milestoneId.length > 64) throw new HttpError(404, 'NOT_FOUND', 'milestone.notFound');
  const calendar = await contractorCalendar(contractorId);
  const { data: owed } = await store.entities.milestone.query
    .owedByContractor({ contractorId })
    .where(({ milestoneId: id }, { eq }) => eq(id, milestoneId))
    .go({ pages: 'all' });
  const milestone = owed[0];
  if (!milestone?.dueDate) throw new HttpError(404, 'NOT_FOUND', 'milestone.notFound');
  const { data: job } = await store.entities.job.get({ contractorId, jobId: milestone.jobId }).go();
  if (!job) throw new HttpError(404, 'NOT_FOUND', 'milestone.notFound');
  if (!toE164(job.customerPhone ?? '') && !job.customerEmail) throw reminderFailed('reminder.noContact');
  const timing = reminderTiming(
    milestone.dueDate,
    calendar.today,
    reminderLeadDays(milestone, calendar.payment),
  );
  const outcome = await sendReminder({
    milestone,
    job,
    calendar,
    stage: timing.stage === 'overdue' ? 'overdue' : 'upcoming',
    mode: 'manual',
    userId,
  });
  if (outcome === 'skipped') throw new HttpError(409, 'REMINDER_ALREADY_SENT', 'reminder.alreadySent');
  if (outcome === 'no_contact') throw reminderFailed('reminder.noContact');
  if (outcome === 'failed') throw reminderFailed('sms.reason.noAnswer');
  const { data: updated } = await store.entities.milestone.get(milestone).go();
  return presentReminder(updated ?? milestone, calendar.today, calendar.payment);
};
