// A texted quote's page, `/customer/quote/{id}/view`, rendered with the quote (functions/http/rendered-page.ts):
// drawn from the answer `GET /api/customer/quotes/{id}` gives the customer, under the same per-IP limit.
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { consumeRateLimit } from '#functions/core/rate-limit/consume-rate-limit';
import { loadSharedQuote, presentCustomerQuote } from '#functions/core/sharing/customer-quote';
import { clientIp, rateLimitKeyOf } from '#functions/http/client-ip';
import { type RenderedPage, renderedPageHandler } from '#functions/http/rendered-page';
import { sharedReadLimit } from './read-limits';

export const customerQuotePage: RenderedPage = {
  name: 'customer-quote',
  path: /^\/customer\/quote\/([^/]+)\/view$/,
  answer: async (event, quoteId, lang) => {
    await consumeRateLimit(sharedReadLimit, rateLimitKeyOf(clientIp(event)));
    // Rendered only for a browser without a session: the customer, never the contractor previewing.
    const shared = await loadSharedQuote(quoteId);
    return {
      path: `/api/customer/quotes/${encodeURIComponent(quoteId)}`,
      lang,
      body: presentCustomerQuote(shared, await customerKeys(), lang),
    };
  },
};

export const handler = renderedPageHandler(customerQuotePage);
