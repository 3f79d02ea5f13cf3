// A contractor's notification feeds, newest first, with each message rendered in the reader's language.
// One query per feed, bounded by `limit`.

import { displayJobNumber } from '#domain/job-number';
import { type Language, type MessageKey, translate } from '#domain/messages';
import { milestoneNameIn } from '#domain/milestone-names';
import { formatUsd } from '#domain/money';
import type { PaymentNotificationType } from '#domain/vocabularies';
import { listFeed, type NotificationItem } from '#functions/store/notifications';
import { getQuotes } from '#functions/store/quotes';
import { personOf } from '../access/people';
import { openCopy } from '../crypto/sealed-copy';
import { customerKeys } from '../ports/keys/customer-keys';
import { teamNames } from '../team/team-members';

/** The bell shows 20 (SPEC §9); a few more let it count what is new. */
export const feedLimit = 50;

/** A feed's newest items, each with its customer's name opened (stored sealed, as copied from the record). */
const newestOf = async (contractorId: string, feed: NotificationItem['feed']) => {
  const [items, keys] = await Promise.all([listFeed(contractorId, feed, feedLimit), customerKeys()]);
  return items.map((item) => ({
    ...item,
    customerName: openCopy(keys, contractorId, 'customerName', item.customerName),
  }));
};

export const quoteApprovalNotifications = async (contractorId: string, language: Language) =>
  (await newestOf(contractorId, 'quote_approvals')).map((item) => ({
    id: item.notificationId,
    message: translate('notification.quoteApproved', language, {
      customer: item.customerName,
      number: String(item.quoteNumber ?? ''),
    }),
    quoteId: item.quoteId ?? '',
    quoteNumber: item.quoteNumber ?? 0,
    timestamp: item.timestamp,
    customerName: item.customerName,
  }));

/** New homeowner leads, newest first (SPEC: speed to lead — the bell says so within seconds). */
export const leadNotifications = async (contractorId: string, language: Language) =>
  (await newestOf(contractorId, 'leads')).map((item) => ({
    id: item.notificationId,
    type: 'new_lead' as const,
    message: translate('notification.newLead', language, {
      customer: item.customerName,
      zip: item.zipCode ?? '',
      amount: formatUsd(item.amountCents ?? 0),
    }),
    quoteId: item.quoteId ?? '',
    quoteNumber: item.quoteNumber ?? 0,
    timestamp: item.timestamp,
    customerName: item.customerName,
    amount: (item.amountCents ?? 0) / 100,
  }));

const paymentMessages: Record<PaymentNotificationType, MessageKey> = {
  payment_received: 'notification.paymentReceived',
  milestone_completed: 'notification.milestoneCompleted',
  overdue_deposit: 'notification.overdueDeposit',
  overdue_reminder: 'notification.overdueReminder',
};

/** The payments feed holds only payment types; the guard lets the type say so. */
const isPaymentNotification = <Item extends Pick<NotificationItem, 'type'>>(
  item: Item,
): item is Item & { type: PaymentNotificationType } => item.type in paymentMessages;

export const paymentNotifications = async (contractorId: string, language: Language) =>
  (await newestOf(contractorId, 'payments')).filter(isPaymentNotification).map((item) => ({
    id: item.notificationId,
    type: item.type,
    message: translate(paymentMessages[item.type], language, {
      amount: formatUsd(item.amountCents ?? 0),
      customer: item.customerName,
      job: displayJobNumber(item.jobNumber),
      milestone: milestoneNameIn(item.milestoneName ?? '', language),
    }),
    jobId: item.jobId ?? '',
    milestoneId: item.milestoneId ?? '',
    timestamp: item.timestamp,
    jobNumber: item.jobNumber ?? '',
    customerName: item.customerName,
    amount: (item.amountCents ?? 0) / 100,
  }));

/**
 * Reps' discounts beyond the owner's limit that still wait for the owner, newest first: the feed's items whose
 * quote is still pending (one batch read of those quotes), each naming the rep.
 */
export const discountReviewNotifications = async (contractorId: string, language: Language) => {
  const items = await listFeed(contractorId, 'discount_reviews', feedLimit);
  const [quotes, names] = await Promise.all([
    getQuotes(contractorId, [...new Set(items.map((item) => item.quoteId ?? ''))].filter(Boolean)),
    teamNames(contractorId),
  ]);
  const pending = new Set(
    quotes.filter((quote) => quote.discountReview === 'pending').map((quote) => quote.quoteId),
  );
  const latest = new Set<string>();
  return items
    .filter((item) => {
      // One item per quote: its newest request, while it waits.
      const quoteId = item.quoteId ?? '';
      if (!pending.has(quoteId) || latest.has(quoteId)) return false;
      latest.add(quoteId);
      return true;
    })
    .map((item) => ({
      id: item.notificationId,
      type: 'discount_review' as const,
      message: translate('notification.discountReview', language, {
        rep: names.get(item.userId ?? '') ?? '',
        percent: String(item.discountPercent ?? 0),
        number: String(item.quoteNumber ?? ''),
        limit: String(item.limitPercent ?? 0),
      }),
      quoteId: item.quoteId ?? '',
      quoteNumber: item.quoteNumber ?? 0,
      discountPercent: item.discountPercent ?? 0,
      limitPercent: item.limitPercent ?? 0,
      requestedBy: personOf(item.userId, names),
      timestamp: item.timestamp,
    }));
};
