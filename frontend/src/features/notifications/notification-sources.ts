// The notification feeds the bell merges (SPEC §2, §4, §7): payment events, overdue-milestone reminders
// (whose Send Reminder button is the source's `ItemAction`), quote approvals and new homeowner leads. Each feature adds one
// source here and the bell itself does not change.

import { leadSource } from './api/get-lead-notifications';
import { paymentNotificationSource } from './api/get-payment-notifications';
import { paymentReminderSource } from './api/get-payment-reminders';
import { quoteApprovalSource } from './api/get-quote-approval-notifications';
import type { NotificationSource } from './notification-model';

export const notificationSources: readonly NotificationSource[] = [
  paymentNotificationSource,
  paymentReminderSource,
  quoteApprovalSource,
  leadSource,
];
