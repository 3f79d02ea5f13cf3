// payment.received → a payment_received notification per payment, and milestone_completed when the
// payment paid its milestone in full (SPEC §3 notification types).
import type { PaymentReceived } from '#domain/events';
import { createNotificationOnce } from '#functions/store/notifications';
import { arrivedSealed } from '../crypto/sealed-copy';

export const notifyPaymentReceived = async (event: PaymentReceived): Promise<void> => {
  const common = {
    contractorId: event.contractorId,
    feed: 'payments' as const,
    jobId: event.jobId,
    jobNumber: event.jobNumber,
    milestoneId: event.milestoneId,
    customerName: arrivedSealed(event.customerName),
    milestoneName: event.milestoneName,
    amountCents: event.amountCents,
    timestamp: event.recordedAt,
  };
  await createNotificationOnce({
    ...common,
    notificationId: `payment_received-${event.paymentId}`,
    type: 'payment_received',
  });
  if (event.milestoneCompleted) {
    await createNotificationOnce({
      ...common,
      notificationId: `milestone_completed-${event.milestoneId}`,
      type: 'milestone_completed',
    });
  }
};
