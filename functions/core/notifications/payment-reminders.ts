// The bell's payment reminders (SPEC §3, §7): the contractor's unpaid milestones due within their
// reminder window or overdue, read through the contractor's due index (one query), and the manual
// Send Reminder, which claims the milestone the same way the scheduled run does.
import { addDays, daysBetween } from '#domain/calendar-dates';
import type { Language } from '#domain/messages';
import { reminderLeadDays, reminderTiming } from '#domain/reminder-timing';
import { DomainError } from '#functions/core/errors';
import {
  findOwedMilestone,
  getJob,
  getMilestone,
  listContractorOwedMilestones,
  type MilestoneItem,
} from '#functions/store/jobs';
import { contractorCalendar } from '../jobs/contractor-payment-settings';
import { customerKeys } from '../ports/keys/customer-keys';
import { sendReminder } from '../reminders/send-reminder';
import { presentReminder } from './present-reminder';

/** More than a bell shows (20): the badge counts them all. */
const listLimit = 100;

export const paymentReminders = async (contractorId: string, language: Language) => {
  const calendar = await contractorCalendar(contractorId);
  const settings = calendar.payment;
  const widest = Math.max(settings.reminderDaysBefore, settings.depositReminderDays);
  const owed = await listContractorOwedMilestones(contractorId, addDays(calendar.today, widest), listLimit);
  // Deposits and other payments have their own lead times: keep those inside their own window.
  const inWindow = (milestone: MilestoneItem) =>
    reminderTiming(milestone.dueDate ?? calendar.today, calendar.today, reminderLeadDays(milestone, settings))
      .stage !== 'none';
  const reader = { today: calendar.today, language, keys: await customerKeys() };
  return owed.filter(inWindow).map((milestone) => presentReminder(milestone, reader));
};

const notFound = () => new DomainError('NOT_FOUND', 'milestone.notFound');

export const sendReminderNow = async (
  contractorId: string,
  milestoneId: string,
  userId: string,
  language: Language,
) => {
  if (!milestoneId || milestoneId.length > 64) throw notFound();
  const calendar = await contractorCalendar(contractorId);
  const milestone = await findOwedMilestone(contractorId, milestoneId);
  if (!milestone?.dueDate) throw notFound();
  const job = await getJob(contractorId, milestone.jobId);
  if (!job) throw notFound();
  const overdue = daysBetween(calendar.today, milestone.dueDate) < 0;
  const outcome = await sendReminder({
    milestone,
    job,
    calendar,
    stage: overdue ? 'overdue' : 'upcoming',
    mode: 'manual',
    userId,
  });
  if (outcome === 'skipped') throw new DomainError('REMINDER_ALREADY_SENT', 'reminder.alreadySent');
  // The same contact rule as the scheduled run (preference, and email only where it can be sent).
  if (outcome === 'no_contact') throw new DomainError('NO_CONTACT', 'reminder.noContact');
  if (outcome === 'failed')
    throw new DomainError('REMINDER_FAILED', 'reminder.failed', {
      vars: { reason: 'sms.reason.noAnswer' },
    });
  const updated = await getMilestone(contractorId, milestone.jobId, milestone.milestoneId);
  return presentReminder(updated ?? milestone, {
    today: calendar.today,
    language,
    keys: await customerKeys(),
  });
};
