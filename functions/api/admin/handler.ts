// The admin area: marketing figures shown on public pages, and security monitoring.
import { siteContentSchema } from '#domain/schemas/site-content';
import { listRecentAuditEvents, recordAuditEvent } from '#functions/core/audit/record-audit-event';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { unassignedLeadsTenant } from '#functions/core/quotes/capture-lead';
import { listQuotes } from '#functions/core/quotes/list-quotes';
import { presentQuote } from '#functions/core/quotes/present-quote';
import { platformFigures } from '#functions/core/site/platform-figures';
import { loadSiteContent, updateSiteContent } from '#functions/core/site/site-content';
import { ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';

export const handler = createAreaHandler('admin', {
  'GET /api/admin/site-content': async () => ok(await loadSiteContent()),

  'PUT /api/admin/site-content': async (request) => {
    const { user } = await request.signedIn();
    const content = siteContentSchema.parse(request.body);
    await updateSiteContent(content, user.userId);
    await recordAuditEvent({
      type: 'site_content_updated',
      contractorId: user.contractorId,
      userId: user.userId,
      email: user.email,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    return ok(content);
  },

  'GET /api/admin/platform-figures': async () => ok(await platformFigures()),

  'GET /api/admin/leads': async (request) => {
    // Homeowner leads from ZIPs no contractor serves yet, newest first.
    const [{ quotes }, keys] = await Promise.all([
      listQuotes(unassignedLeadsTenant, { limit: 100 }),
      customerKeys(),
    ]);
    // Unassigned leads are never texted, so no link has clicks.
    return ok({
      leads: quotes.map((quote) =>
        presentQuote(quote, { shortLinkClicks: 0, keys, language: request.language, names: new Map() }),
      ),
    });
  },

  'GET /api/admin/audit-events': async () => {
    const events = await listRecentAuditEvents();
    return ok({
      events: events.map((event) => ({
        id: event.eventId,
        type: event.type,
        email: event.email ?? '',
        ip: event.ip ?? '',
        userAgent: event.userAgent ?? '',
        at: event.at,
      })),
    });
  },
});
