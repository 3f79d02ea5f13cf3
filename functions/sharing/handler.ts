// The sharing area (public): a texted short link, the customer's view of a quote, and their answer.
// Everything here is reachable without an account, so every route is limited per IP.
import { approveQuoteSchema, declineQuoteSchema } from '../../domain/schemas/quote-sharing';
import { ok } from '../http/api-request';
import { rateLimitKeyOf } from '../http/client-ip';
import { createAreaHandler } from '../http/create-area-handler';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit';
import { loadSharedQuote, presentCustomerQuote } from './customer-quote';
import { recordFirstView } from './record-view';
import { approveQuote, declineQuote } from './respond-to-quote';
import { openShortLink } from './short-links';

const readLimit = { scope: 'shared-read-ip', limit: 120, windowSeconds: 60 };
const answerLimit = { scope: 'shared-answer-ip', limit: 20, windowSeconds: 60 * 60 };

export const handler = createAreaHandler('sharing', {
  'GET /api/short-links/{code}': async (request) => {
    await consumeRateLimit(readLimit, rateLimitKeyOf(request.ip));
    return ok(await openShortLink(request.params.code ?? ''));
  },

  'GET /api/customer/quotes/{id}': async (request) => {
    await consumeRateLimit(readLimit, rateLimitKeyOf(request.ip));
    // The contractor previewing their own quote is not the customer viewing it.
    const viewer = await request.session();
    const shared = await loadSharedQuote(request.params.id ?? '', viewer?.user.contractorId);
    const isOwner = viewer?.user.contractorId === shared.contractor.contractorId;
    const quote = isOwner ? shared.quote : await recordFirstView(shared.quote);
    return ok(presentCustomerQuote({ ...shared, quote }));
  },

  'POST /api/customer/quotes/{id}/approve': async (request) => {
    const approval = approveQuoteSchema.parse(request.body);
    await consumeRateLimit(answerLimit, rateLimitKeyOf(request.ip));
    const shared = await approveQuote(request.params.id ?? '', approval, request);
    return ok(presentCustomerQuote(shared));
  },

  'POST /api/customer/quotes/{id}/decline': async (request) => {
    const decline = declineQuoteSchema.parse(request.body);
    await consumeRateLimit(answerLimit, rateLimitKeyOf(request.ip));
    const shared = await declineQuote(request.params.id ?? '', decline, request);
    return ok(presentCustomerQuote(shared));
  },
});
