// The notification feeds the bell merges (SPEC §2, §4). Each later feature (payments, reminders, quote
// approvals) adds one source here; the bell itself does not change.
import type { QueryKey } from '@tanstack/react-query';

export type NotificationType =
  | 'overdue_deposit'
  | 'overdue_reminder'
  | 'payment_received'
  | 'milestone_completed'
  | 'quote_approved';

export interface AppNotification {
  id: string;
  type: NotificationType;
  message: string;
  /** ISO date-time. */
  timestamp: string;
  /** US dollars. */
  amount?: number;
  customerName?: string;
  quoteId?: string;
  jobId?: string;
}

export interface NotificationSource {
  queryKey: QueryKey;
  fetch: (context: { signal: AbortSignal }) => Promise<AppNotification[]>;
}

/** SPEC §7: every feed is refetched every 5 minutes. */
export const NOTIFICATION_REFETCH_MS = 5 * 60_000;

/** SPEC §9: the list shows at most the 20 newest. */
export const NOTIFICATION_LIMIT = 20;

export const notificationSources: readonly NotificationSource[] = [];

/** Newest first, capped; items without a valid time sort last. */
export const mergeNotifications = (lists: readonly (readonly AppNotification[])[]): AppNotification[] => {
  const time = (item: AppNotification) => Date.parse(item.timestamp) || 0;
  return lists
    .flat()
    .sort((a, b) => time(b) - time(a))
    .slice(0, NOTIFICATION_LIMIT);
};

/** Where clicking a notification goes: the quote for approvals, otherwise the job. */
export const notificationTarget = (
  item: AppNotification,
): { to: '/contractor/quote/$id/view' | '/jobs/$id'; id: string } | null => {
  if (item.type === 'quote_approved')
    return item.quoteId ? { to: '/contractor/quote/$id/view', id: item.quoteId } : null;
  return item.jobId ? { to: '/jobs/$id', id: item.jobId } : null;
};
