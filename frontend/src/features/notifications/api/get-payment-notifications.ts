// GET /api/payment-notifications (signed in): the contractor's payment events newest first, at most 50
// (docs/api.md), read by the bell every 5 minutes as its payment source.
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';
import type { NotificationSource } from '../notification-model';
import { paymentToNotification } from '../payment-notification';

export const paymentNotificationsQueryKey = ['/api/payment-notifications'] as const;

export const getPaymentNotifications = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const { notifications } = await apiGet<ResponseOf<'GET /api/payment-notifications'>>(
    '/api/payment-notifications',
    signal ? { signal } : {},
  );
  return notifications.map(paymentToNotification);
};

export const paymentNotificationSource: NotificationSource = {
  queryKey: paymentNotificationsQueryKey,
  fetch: getPaymentNotifications,
};
