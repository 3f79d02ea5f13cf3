// The notification feeds the bell merges (SPEC §2, §4, §7). Each feature adds one source here — quote
// approvals now; payment notifications and overdue-milestone reminders (whose Send Reminder button is the
// source's `ItemAction`) next — and the bell itself does not change.
import { quoteApprovalSource } from './api/get-quote-approval-notifications';
import type { NotificationSource } from './notification-model';

export const notificationSources: readonly NotificationSource[] = [quoteApprovalSource];
