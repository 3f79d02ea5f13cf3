// A payment event from GET /api/payment-notifications as a bell item (docs/api.md, SPEC §3): payment
// received, milestone completed or an overdue deposit or milestone, with its amount and customer, opening
// the job. The message is the server's. Pure, so the mapping is unit-tested.
import type { AppNotification } from './notification-model';

/** One item of the feed's `notifications` array. */
export interface PaymentNotification {
  id: string;
  type: string;
  message: string;
  jobId: string;
  milestoneId: string | null;
  /** ISO date-time of the event. */
  timestamp: string;
  jobNumber: string;
  customerName: string;
  /** US dollars. */
  amount: number | null;
}

export const paymentToNotification = (item: PaymentNotification): AppNotification => ({
  id: item.id,
  type: item.type,
  message: item.message,
  timestamp: item.timestamp,
  ...(typeof item.amount === 'number' && Number.isFinite(item.amount) ? { amount: item.amount } : {}),
  ...(item.customerName ? { customerName: item.customerName } : {}),
  ...(item.jobId ? { jobId: item.jobId } : {}),
  ...(item.milestoneId ? { milestoneId: item.milestoneId } : {}),
});
