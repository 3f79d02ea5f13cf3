// A payment event from GET /api/payment-notifications as a bell item (docs/api.md, SPEC §3): payment
// received, milestone completed or an overdue deposit or milestone, with its amount and customer, opening
// the job. The message is the server's. Pure, so the mapping is unit-tested.
import type { PaymentNotification } from '#domain/contract/notifications';
import type { AppNotification } from './notification-model';

/**
 * One item of the feed's `notifications` array, as the contract describes it, read leniently: a type this
 * app does not know yet still shows, in grey (SPEC §4), and an item without an amount shows none.
 */
export type PaymentFeedItem = Omit<PaymentNotification, 'type' | 'amount'> & {
  type: PaymentNotification['type'] | (string & {});
  amount: PaymentNotification['amount'] | null;
};

export const paymentToNotification = (item: PaymentFeedItem): AppNotification => ({
  id: item.id,
  type: item.type,
  message: item.message,
  timestamp: item.timestamp,
  ...(typeof item.amount === 'number' && Number.isFinite(item.amount) ? { amount: item.amount } : {}),
  ...(item.customerName ? { customerName: item.customerName } : {}),
  ...(item.jobId ? { jobId: item.jobId } : {}),
  ...(item.milestoneId ? { milestoneId: item.milestoneId } : {}),
});
