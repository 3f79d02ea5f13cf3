// A contractor's notification feeds, newest first, with each message rendered in the reader's language.
// One query per feed, bounded by `limit`.
import type { EntityItem } from 'electrodb';
import { displayJobNumber } from '#domain/job-number';
import { type Language, type MessageKey, translate } from '#domain/messages';
import { formatUsd } from '#domain/money';
import type { Notification } from '#functions/store/entities/notification';
import { store } from '#functions/store/service';

type NotificationItem = EntityItem<typeof Notification>;

/** The bell shows 20 (SPEC §9); a few more let it count what is new. */
export const feedLimit = 50;

const newestOf = async (contractorId: string, feed: NotificationItem['feed']) => {
  const { data } = await store.entities.notification.query
    .byFeed({ contractorId, feed })
    .go({ order: 'desc', limit: feedLimit });
  return data;
};

export const quoteApprovalNotifications = async (contractorId: string, language: Language) =>
  (await newestOf(contractorId, 'quote_approvals')).map((item) => ({
    id: item.notificationId,
    message: translate('notification.quoteApproved', language, {
      customer: item.customerName ?? '',
      number: String(item.quoteNumber ?? ''),
    }),
    quoteId: item.quoteId ?? '',
    quoteNumber: item.quoteNumber ?? 0,
    timestamp: item.timestamp,
    customerName: item.customerName ?? '',
  }));

const paymentMessages: Record<string, MessageKey> = {
  payment_received: 'notification.paymentReceived',
  milestone_completed: 'notification.milestoneCompleted',
  overdue_deposit: 'notification.overdueDeposit',
  overdue_reminder: 'notification.overdueReminder',
};

export const paymentNotifications = async (contractorId: string, language: Language) =>
  (await newestOf(contractorId, 'payments')).map((item) => ({
    id: item.notificationId,
    type: item.type,
    message: translate(paymentMessages[item.type] ?? 'notification.paymentReceived', language, {
      amount: formatUsd(item.amountCents ?? 0),
      customer: item.customerName ?? '',
      job: displayJobNumber(item.jobNumber),
      milestone: item.milestoneName ?? '',
    }),
    jobId: item.jobId ?? '',
    milestoneId: item.milestoneId ?? '',
    timestamp: item.timestamp,
    jobNumber: item.jobNumber ?? '',
    customerName: item.customerName ?? '',
    amount: (item.amountCents ?? 0) / 100,
  }));
