// GET /api/payment-reminders (signed in): unpaid milestones due soon or overdue, most overdue first
// (docs/api.md), read by the bell every 5 minutes; each item carries its Send Reminder action.
import { paymentRemindersQueryKey } from '#frontend/lib/payment-reminders';
import { SendReminderAction } from '../components/send-reminder-action';
import { reminderToNotification } from '../payment-reminder';
import { feedSource } from './feed-source';

export const paymentReminderSource = feedSource({
  // Its query key is the one a sent reminder refetches.
  path: paymentRemindersQueryKey[0],
  itemsOf: ({ reminders }) => reminders,
  toNotification: reminderToNotification,
  ItemAction: SendReminderAction,
});
