// The notifications area: the feeds behind the bell (SPEC §7), the signed-in contractor's only.
import { ok } from '../http/api-request';
import { createAreaHandler } from '../http/create-area-handler';
import { quoteApprovalNotifications } from './list-notifications';

export const handler = createAreaHandler('notifications', {
  'GET /api/quote-approval-notifications': async (request) => {
    const { user } = await request.signedIn();
    return ok({ notifications: await quoteApprovalNotifications(user.contractorId, request.language) });
  },
});
