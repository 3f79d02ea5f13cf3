// The sharing area (public): a texted short link, the customer's view of a quote, and their answer.
// Everything here is reachable without an account, so every route is limited per IP.
import { approveQuoteSchema, declineQuoteSchema } from '#domain/schemas/quote-sharing';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { consumeRateLimit } from '#functions/core/rate-limit/consume-rate-limit';
import { loadSharedQuote, presentCustomerQuote } from '#functions/core/sharing/customer-quote';
import { recordFirstView } from '#functions/core/sharing/record-view';
import { approveQuote, declineQuote } from '#functions/core/sharing/respond-to-quote';
import { openShortLink } from '#functions/core/sharing/short-links';
import { ok } from '#functions/http/api-request';
import { rateLimitKeyOf } from '#functions/http/client-ip';
import { createAreaHandler } from '#functions/http/create-area-handler';
import { answerLimit, sharedReadLimit as readLimit } from './read-limits';

export const handler = createAreaHandler('sharing', {
  'GET /api/short-links/{code}': async (request) => {
    await consumeRateLimit(readLimit, rateLimitKeyOf(request.ip));
    return ok(await openShortLink(request.params.code ?? ''));
  },

  'GET /api/customer/quotes/{id}': async (request) => {
    await consumeRateLimit(readLimit, rateLimitKeyOf(request.ip));
    // The contractor previewing their own quote is not the customer viewing it.
    const viewer = await request.session();
    // Reading is not viewing: a messaging app's link preview fetches this too. The page reports the view.
    const shared = await loadSharedQuote(request.params.id ?? '', viewer?.user.contractorId);
    return ok(presentCustomerQuote(shared, await customerKeys(), request.language));
  },

  'POST /api/customer/quotes/{id}/viewed': async (request) => {
    await consumeRateLimit(readLimit, rateLimitKeyOf(request.ip));
    // The contractor previewing their own quote is not the customer viewing it.
    const viewer = await request.session();
    const shared = await loadSharedQuote(request.params.id ?? '', viewer?.user.contractorId);
    const isOwner = viewer?.user.contractorId === shared.contractor.contractorId;
    const quote = isOwner ? shared.quote : await recordFirstView(shared.quote);
    return ok({ viewedAt: quote.viewedAt ?? null });
  },

  'POST /api/customer/quotes/{id}/approve': async (request) => {
    const approval = approveQuoteSchema.parse(request.body);
    await consumeRateLimit(answerLimit, rateLimitKeyOf(request.ip));
    const shared = await approveQuote(request.params.id ?? '', approval, request);
    return ok(presentCustomerQuote(shared, await customerKeys(), request.language));
  },

  'POST /api/customer/quotes/{id}/decline': async (request) => {
    const decline = declineQuoteSchema.parse(request.body);
    await consumeRateLimit(answerLimit, rateLimitKeyOf(request.ip));
    const shared = await declineQuote(request.params.id ?? '', decline, request);
    return ok(presentCustomerQuote(shared, await customerKeys(), request.language));
  },
});
