// GET /api/payment-reminders (signed in): unpaid milestones due soon or overdue, most overdue first
// (docs/api.md), read by the bell every 5 minutes; each item carries its Send Reminder action.
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';
import { SendReminderAction } from '../components/send-reminder-action';
import type { NotificationSource } from '../notification-model';
import { paymentRemindersQueryKey, reminderToNotification } from '../payment-reminder';

export const getPaymentReminders = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const { reminders } = await apiGet<ResponseOf<'GET /api/payment-reminders'>>(
    '/api/payment-reminders',
    signal ? { signal } : {},
  );
  return reminders.map(reminderToNotification);
};

export const paymentReminderSource: NotificationSource = {
  queryKey: paymentRemindersQueryKey,
  fetch: getPaymentReminders,
  ItemAction: SendReminderAction,
};
