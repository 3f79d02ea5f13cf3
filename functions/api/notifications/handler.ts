// The notifications area: the feeds behind the bell (SPEC §7) and the manual payment reminder, for the
// signed-in contractor's own data only.

import { notificationsSeenSchema } from '#domain/notification-reads';
import {
  discountReviewNotifications,
  leadNotifications,
  paymentNotifications,
  quoteApprovalNotifications,
} from '#functions/core/notifications/list-notifications';
import { markNotificationsSeen, seenNotifications } from '#functions/core/notifications/notification-reads';
import { paymentReminders, sendReminderNow } from '#functions/core/notifications/payment-reminders';
import { ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';

export const handler = createAreaHandler('notifications', {
  'GET /api/notifications/seen': async (request) => {
    const { user } = await request.signedIn();
    return ok({ seenKeys: await seenNotifications(user.contractorId, user.userId) });
  },

  'POST /api/notifications/seen': async (request) => {
    const { user } = await request.signedIn();
    const { keys } = notificationsSeenSchema.parse(request.body);
    return ok({ seenKeys: await markNotificationsSeen(user.contractorId, user.userId, keys) });
  },

  'GET /api/lead-notifications': async (request) => {
    const { user } = await request.signedIn();
    return ok({ notifications: await leadNotifications(user.contractorId, request.language) });
  },

  'GET /api/quote-approval-notifications': async (request) => {
    const { user } = await request.signedIn();
    return ok({ notifications: await quoteApprovalNotifications(user.contractorId, request.language) });
  },

  'GET /api/discount-review-notifications': async (request) => {
    const { user } = await request.signedIn();
    return ok({ notifications: await discountReviewNotifications(user.contractorId, request.language) });
  },

  'GET /api/payment-notifications': async (request) => {
    const { user } = await request.signedIn();
    return ok({ notifications: await paymentNotifications(user.contractorId, request.language) });
  },

  'GET /api/payment-reminders': async (request) => {
    const { user } = await request.signedIn();
    return ok({ reminders: await paymentReminders(user.contractorId, request.language) });
  },

  'POST /api/payment-reminders/{milestoneId}/send': async (request) => {
    const { user } = await request.signedIn();
    const reminder = await sendReminderNow(
      user.contractorId,
      request.params.milestoneId ?? '',
      user.userId,
      request.language,
    );
    return ok({ reminder });
  },
});
