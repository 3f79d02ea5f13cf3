// What the bell shows, whatever the feed (SPEC §2, §4, §9): one notification shape, the merge of the
// feeds newest first, the 20-item cap and where a click goes. Pure, so it is unit-tested.
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PaymentNotificationType } from '#domain/contract/notifications';
import type { UserRole } from '#domain/vocabularies';
import type { TranslationKey, TranslationVars } from '#frontend/i18n/language';
import { mayOpen } from '#frontend/lib/access';

/**
 * The feeds' types (SPEC §3): the payment feed's, the approvals feed's quote_approved, the leads feed's
 * new_lead and the owner's feed of reps' discounts waiting for approval.
 */
export type NotificationType = PaymentNotificationType | 'quote_approved' | 'new_lead' | 'discount_review';

/** A text the app words itself, so it follows the page language (e.g. a reminder's "3 days overdue"). */
export interface LocalizedText {
  key: TranslationKey;
  vars: TranslationVars;
}

export interface AppNotification {
  /** Unique within its type (a milestone id for reminders). */
  id: string;
  /** One of the SPEC §3 types; an unknown type from a feed still shows, in grey (SPEC §4). */
  type: NotificationType | (string & {});
  /** Shown as sent by the server (already in the caller's language), unless `text` is given. */
  message: string;
  /** Worded by the app instead of the server; shown in place of `message`. */
  text?: LocalizedText;
  /** ISO date-time. */
  timestamp: string;
  /** US dollars. */
  amount?: number;
  customerName?: string;
  quoteId?: string;
  jobId?: string;
  /** The payment milestone an item is about (payment feeds). */
  milestoneId?: string;
  /** Overdue-milestone reminders only: a reminder already went out (SPEC §4 Reminder). */
  reminderSent?: boolean;
  /** False when the text already says when (a reminder's "due today"): no "… ago" under it. */
  showTime?: boolean;
}

export interface NotificationSource {
  queryKey: QueryKey;
  /**
   * Who may read the feed, as the server's route allows (functions/routes.ts): those who sell (owners and
   * reps) or the owners alone. Crew read none.
   */
  access: 'sales' | 'owner';
  fetch: (context: { signal: AbortSignal }) => Promise<AppNotification[]>;
  /** Something to do on an item without opening it (e.g. Send Reminder), shown under the item. */
  ItemAction?: ComponentType<{ notification: AppNotification }>;
}

/** One merged item and the feed it came from (for its action). */
export interface NotificationEntry {
  notification: AppNotification;
  source: NotificationSource;
}

/** SPEC §7: every feed is refetched every 5 minutes. */
export const NOTIFICATION_REFETCH_MS = 5 * 60_000;

/** SPEC §9: the list shows at most the 20 newest. */
export const NOTIFICATION_LIMIT = 20;

const timeOf = (item: AppNotification) => Date.parse(item.timestamp) || 0;

const isOverdue = (item: AppNotification) =>
  item.type === 'overdue_deposit' || item.type === 'overdue_reminder';

/**
 * Every feed's items (tagged with their feed) newest first; items without a valid time sort last. An
 * overdue notice is left out while the reminders feed lists the same milestone: that item carries the
 * Send Reminder button, and one line per overdue payment is enough.
 */
export const mergeNotifications = (
  feeds: readonly { source: NotificationSource; items: readonly AppNotification[] }[],
): NotificationEntry[] => {
  const entries = feeds.flatMap(({ source, items }) =>
    items.map((notification) => ({ notification, source })),
  );
  const reminded = new Set(
    entries.flatMap(({ notification }) => (notification.reminderSent === undefined ? [] : [notification.id])),
  );
  return entries
    .filter(
      ({ notification }) =>
        notification.reminderSent !== undefined ||
        !isOverdue(notification) ||
        !reminded.has(notification.milestoneId ?? ''),
    )
    .sort((a, b) => timeOf(b.notification) - timeOf(a.notification));
};

/** What the popover lists: the newest 20 (SPEC §9). The badge counts beyond that. */
export const visibleNotifications = <T>(merged: readonly T[]): T[] => merged.slice(0, NOTIFICATION_LIMIT);

/** The feeds a role may read: the bell never asks for one the server would refuse (403). */
export const sourcesFor = <Source extends Pick<NotificationSource, 'access'>>(
  sources: readonly Source[],
  role: UserRole,
): Source[] => sources.filter((source) => mayOpen(role, source.access));

const quoteTypes: readonly string[] = ['quote_approved', 'new_lead', 'discount_review'];

/** Where clicking a notification goes: the quote for approvals, leads and discounts to review, else the job. */
export const notificationTarget = (
  item: AppNotification,
): { to: '/contractor/quote/$id/view' | '/jobs/$id'; id: string } | null => {
  if (quoteTypes.includes(item.type))
    return item.quoteId ? { to: '/contractor/quote/$id/view', id: item.quoteId } : null;
  return item.jobId ? { to: '/jobs/$id', id: item.jobId } : null;
};
