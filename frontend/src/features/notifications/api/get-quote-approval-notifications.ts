// GET /api/quote-approval-notifications (signed in): the contractor's approved quotes newest first
// (docs/api.md), read by the bell every 5 minutes as its quote_approved source.
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';
import type { NotificationSource } from '../notification-model';
import { quoteApprovalToNotification } from '../quote-approval-notification';

export const quoteApprovalNotificationsQueryKey = ['/api/quote-approval-notifications'] as const;

export const getQuoteApprovalNotifications = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const { notifications } = await apiGet<ResponseOf<'GET /api/quote-approval-notifications'>>(
    '/api/quote-approval-notifications',
    signal ? { signal } : {},
  );
  return notifications.map(quoteApprovalToNotification);
};

export const quoteApprovalSource: NotificationSource = {
  queryKey: quoteApprovalNotificationsQueryKey,
  fetch: getQuoteApprovalNotifications,
};
