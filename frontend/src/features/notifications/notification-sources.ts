// The notification feeds the bell merges (SPEC §2, §4, §7): payment events, overdue-milestone reminders
// (whose Send Reminder button is the source's `ItemAction`), quote approvals, new homeowner leads and, for
// owners, reps' discounts waiting for approval. Each feature adds one source here and the bell itself does
// not change. A member's bell reads only the feeds their role may (crew: none).
import type { UserRole } from '#domain/vocabularies';
import { discountReviewSource } from './api/get-discount-review-notifications';

import { leadSource } from './api/get-lead-notifications';
import { paymentNotificationSource } from './api/get-payment-notifications';
import { paymentReminderSource } from './api/get-payment-reminders';
import { quoteApprovalSource } from './api/get-quote-approval-notifications';
import { type NotificationSource, sourcesFor } from './notification-model';

export const notificationSources: readonly NotificationSource[] = [
  paymentNotificationSource,
  paymentReminderSource,
  quoteApprovalSource,
  leadSource,
  discountReviewSource,
];

/** The feeds this role's bell reads. */
export const notificationSourcesFor = (role: UserRole): readonly NotificationSource[] =>
  sourcesFor(notificationSources, role);
