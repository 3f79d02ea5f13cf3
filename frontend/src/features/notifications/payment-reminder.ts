// An unpaid milestone from GET /api/payment-reminders as a bell item (docs/api.md, SPEC §3, §4): always an
// overdue_reminder (red), worded by the app so it follows the page language — "Deposit for job #12 is
// 3 days overdue", "… is due today", "… is due in 2 days" — with whether a reminder already went out.
// Pure, so the wording and mapping are unit-tested.
import type { PaymentReminder } from '#domain/contract/notifications';
import { displayJobNumber } from '#domain/job-number';
import { translate } from '#frontend/i18n/language';
import type { AppNotification, LocalizedText } from './notification-model';

/** One item of the feed's `reminders` array. */
export type { PaymentReminder };

/** The reminder's sentence: overdue by n days, due today, or due in n days (1 day reads on its own). */
export const reminderText = (
  reminder: Pick<PaymentReminder, 'milestoneName' | 'jobNumber' | 'daysUntilDue'>,
): LocalizedText => {
  const vars = { milestone: reminder.milestoneName, job: displayJobNumber(reminder.jobNumber) };
  const days = Math.trunc(reminder.daysUntilDue);
  if (days < -1) return { key: 'notifications.reminder.overdue', vars: { ...vars, days: -days } };
  if (days === -1) return { key: 'notifications.reminder.overdueOne', vars };
  if (days === 0) return { key: 'notifications.reminder.dueToday', vars };
  if (days === 1) return { key: 'notifications.reminder.dueTomorrow', vars };
  return { key: 'notifications.reminder.dueIn', vars: { ...vars, days } };
};

/** The bell item; it shows `text` in the page language (`message` keeps the English sentence). */
export const reminderToNotification = (reminder: PaymentReminder): AppNotification => {
  const text = reminderText(reminder);
  return {
    id: reminder.milestoneId,
    type: 'overdue_reminder',
    message: translate('en', text.key, text.vars),
    text,
    // The due date orders the list; the sentence says when it is due, so no relative time is shown.
    timestamp: reminder.timestamp,
    showTime: false,
    reminderSent: reminder.reminderSent,
    ...(Number.isFinite(reminder.amount) ? { amount: reminder.amount } : {}),
    ...(reminder.customerName ? { customerName: reminder.customerName } : {}),
    ...(reminder.jobId ? { jobId: reminder.jobId } : {}),
  };
};
