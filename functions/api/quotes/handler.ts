// The quotes area: instant estimates, homeowner leads, and a contractor's saved quotes.
import { estimateRequestSchema } from '#domain/pricing/schemas';
import {
  customerQuotesQuerySchema,
  discountDecisionSchema,
  leadSchema,
  quoteListQuerySchema,
  quoteSaveSchema,
  quoteStatusChangeSchema,
  quoteUpdateSchema,
} from '#domain/schemas/quote';
import { sendQuoteSchema } from '#domain/schemas/quote-sharing';
import { actorOf } from '#functions/core/access/actor';
import { DomainError } from '#functions/core/errors';
import { logger } from '#functions/core/logger';
import { alertNewLead } from '#functions/core/notifications/alert-new-lead';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { captureLead } from '#functions/core/quotes/capture-lead';
import { changeQuoteStatus, quoteActivity } from '#functions/core/quotes/change-status';
import { estimatorSettingsForZip } from '#functions/core/quotes/estimator-settings';
import { listCustomerQuotes, listQuotes } from '#functions/core/quotes/list-quotes';
import { presentQuote, presentQuoteSummary } from '#functions/core/quotes/present-quote';
import { presentSms } from '#functions/core/quotes/present-sms';
import { priceQuote } from '#functions/core/quotes/price-quote';
import { quoteMessages } from '#functions/core/quotes/quote-messages';
import { presentQuoteWithExtras } from '#functions/core/quotes/quote-page';
import { reviewDiscount } from '#functions/core/quotes/review-discount';
import { reviseQuote } from '#functions/core/quotes/revise-quote';
import { createQuote, loadQuote, updateQuote } from '#functions/core/quotes/save-quote';
import { sendQuote } from '#functions/core/quotes/send-quote';
import { textLeadQuote } from '#functions/core/quotes/text-lead-quote';
import { consumeRateLimit } from '#functions/core/rate-limit/consume-rate-limit';
import { phoneLimitKey } from '#functions/core/rate-limit/phone-limit-key';
import { teamNames } from '#functions/core/team/team-members';
import { ok } from '#functions/http/api-request';
import { rateLimitKeyOf } from '#functions/http/client-ip';
import { createAreaHandler } from '#functions/http/create-area-handler';

// Public pricing is cheap but not free; leads create records and reach a contractor's phone.
const estimateLimit = { scope: 'estimate-ip', limit: 60, windowSeconds: 60 };
const leadLimitPerIp = { scope: 'lead-ip', limit: 5, windowSeconds: 60 * 60 };
const leadLimitPerPhone = { scope: 'lead-phone', limit: 3, windowSeconds: 60 * 60 };

export const handler = createAreaHandler('quotes', {
  'POST /api/estimate': async (request) => {
    await consumeRateLimit(estimateLimit, rateLimitKeyOf(request.ip));
    const fence = estimateRequestSchema.parse(request.body);
    const source = await estimatorSettingsForZip(fence.zipCode);
    const { estimate, diagramSvg } = priceQuote(fence, source.settings, request.language);
    return ok({
      ...estimate,
      diagramSvg,
      pricedBy: source.businessName,
      financingUrl: source.financingUrl || null,
    });
  },

  'POST /api/leads': async (request) => {
    const lead = leadSchema.parse(request.body);
    await consumeRateLimit(leadLimitPerIp, rateLimitKeyOf(request.ip));
    await consumeRateLimit(leadLimitPerPhone, await phoneLimitKey(lead.phone));
    const captured = await captureLead(lead);
    // Speed to lead: the contractor's own alert, once per lead (a repeat of the request sends nothing more).
    if (captured.contractorName && captured.contractorId) {
      await alertNewLead(captured.contractorId, captured.leadId).catch((error: unknown) =>
        logger.error('Lead alert failed', { leadId: captured.leadId, error }),
      );
    }
    const text = lead.textRequested ? await textLeadQuote(captured, rateLimitKeyOf(request.ip)) : 'not_sent';
    return { status: 201, body: { leadId: captured.leadId, contractorName: captured.contractorName, text } };
  },

  'GET /api/contractors/{id}/quotes': async (request) => {
    const { user } = await request.signedIn();
    // Another contractor's list does not exist as far as this caller can tell.
    if (request.params.id !== user.contractorId) throw new DomainError('NOT_FOUND', 'quote.notFound');
    const query = quoteListQuerySchema.parse(request.query);
    const [{ quotes, cursor }, keys, names] = await Promise.all([
      listQuotes(user.contractorId, query),
      customerKeys(),
      teamNames(user.contractorId),
    ]);
    return ok({ quotes: quotes.map((quote) => presentQuoteSummary(quote, keys, names)), cursor });
  },

  'GET /api/homeowners/{id}/quotes': async (request) => {
    const { user } = await request.signedIn();
    const query = customerQuotesQuerySchema.parse(request.query);
    const [{ quotes, cursor }, keys, names] = await Promise.all([
      listCustomerQuotes(user.contractorId, request.params.id ?? '', query),
      customerKeys(),
      teamNames(user.contractorId),
    ]);
    return ok({ quotes: quotes.map((quote) => presentQuoteSummary(quote, keys, names)), cursor });
  },

  'POST /api/quotes': async (request) => {
    const { user } = await request.signedIn();
    const quote = await createQuote(actorOf(user), quoteSaveSchema.parse(request.body));
    return {
      status: 201,
      body: presentQuote(quote, {
        shortLinkClicks: 0,
        keys: await customerKeys(),
        language: request.language,
        names: await teamNames(user.contractorId),
      }),
    };
  },

  'GET /api/quotes/{id}': async (request) => {
    const { user } = await request.signedIn();
    const quote = await loadQuote(user.contractorId, request.params.id ?? '');
    return ok(await presentQuoteWithExtras(quote, request.language));
  },

  'POST /api/quotes/{id}/revise': async (request) => {
    const { user } = await request.signedIn();
    return ok(
      await presentQuoteWithExtras(
        await reviseQuote(user.contractorId, request.params.id ?? '', user.userId),
        request.language,
      ),
    );
  },

  'POST /api/quotes/{id}/discount-review': async (request) => {
    const { user } = await request.signedIn();
    const decision = discountDecisionSchema.parse(request.body);
    const quote = await reviewDiscount(actorOf(user), request.params.id ?? '', decision);
    return ok(await presentQuoteWithExtras(quote, request.language));
  },

  'POST /api/quotes/{id}/status': async (request) => {
    const { user } = await request.signedIn();
    const { status, version } = quoteStatusChangeSchema.parse(request.body);
    return ok(
      await presentQuoteWithExtras(
        await changeQuoteStatus(user.contractorId, request.params.id ?? '', status, user.userId, version),
        request.language,
      ),
    );
  },

  'GET /api/quotes/{id}/activity': async (request) => {
    const { user } = await request.signedIn();
    return ok({ events: await quoteActivity(user.contractorId, request.params.id ?? '') });
  },

  'POST /api/quotes/{id}/send': async (request) => {
    const { user } = await request.signedIn();
    const { phone, language } = sendQuoteSchema.parse(request.body ?? {});
    const { quote, message } = await sendQuote({
      contractorId: user.contractorId,
      quoteId: request.params.id ?? '',
      userId: user.userId,
      phone,
      language,
    });
    return ok({
      quote: await presentQuoteWithExtras(quote, request.language),
      message: presentSms(message, await customerKeys()),
    });
  },

  'GET /api/quotes/{id}/messages': async (request) => {
    const { user } = await request.signedIn();
    const messages = await quoteMessages(user.contractorId, request.params.id ?? '');
    const keys = await customerKeys();
    return ok({ messages: messages.map((message) => presentSms(message, keys)) });
  },

  'PUT /api/quotes/{id}': async (request) => {
    const { user } = await request.signedIn();
    const update = quoteUpdateSchema.parse(request.body);
    return ok(
      await presentQuoteWithExtras(
        await updateQuote(actorOf(user), request.params.id ?? '', update),
        request.language,
      ),
    );
  },
});
