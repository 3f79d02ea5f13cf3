// The quotes area: instant estimates, homeowner leads, and a contractor's saved quotes.
import type { Language } from '#domain/messages';
import { type EstimateRequest, estimateRequestSchema } from '#domain/pricing/schemas';
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
import { publishedContractorOf } from '#functions/core/portal/published-contractor';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { captureLead } from '#functions/core/quotes/capture-lead';
import { changeQuoteStatus, quoteActivity } from '#functions/core/quotes/change-status';
import {
  estimatorSettingsForZip,
  estimatorSettingsOf,
  type PricingSource,
} from '#functions/core/quotes/estimator-settings';
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
import { type ApiRequest, ok } from '#functions/http/api-request';
import { rateLimitKeyOf } from '#functions/http/client-ip';
import { createAreaHandler } from '#functions/http/create-area-handler';
import { idempotencyKeyOf } from '#functions/http/idempotency-key';

// Public pricing is cheap but not free; leads create records and reach a contractor's phone.
const estimateLimit = { scope: 'estimate-ip', limit: 60, windowSeconds: 60 };
const leadLimitPerIp = { scope: 'lead-ip', limit: 5, windowSeconds: 60 * 60 };
const leadLimitPerPhone = { scope: 'lead-phone', limit: 3, windowSeconds: 60 * 60 };

/** A homeowner's fence priced by `source`, as the public calculators show it. */
const instantEstimate = (fence: EstimateRequest, source: PricingSource, language: Language) => {
  const { estimate, diagramSvg } = priceQuote(fence, source.settings, language);
  return {
    ...estimate,
    diagramSvg,
    pricedBy: source.businessName,
    financingUrl: source.financingUrl || null,
  };
};

/** A homeowner's lead: routed by the rules, or (`to`) straight to the contractor whose page it came from. */
const takeLead = async (request: ApiRequest, to?: { contractorId: string }) => {
  const lead = leadSchema.parse(request.body);
  await consumeRateLimit(leadLimitPerIp, rateLimitKeyOf(request.ip));
  await consumeRateLimit(leadLimitPerPhone, await phoneLimitKey(lead.phone));
  const captured = await captureLead(lead, to);
  // Speed to lead: the contractor's own alert, once per lead (a repeat of the request sends nothing more).
  if (captured.contractorName && captured.contractorId) {
    await alertNewLead(captured.contractorId, captured.leadId, captured.reads).catch((error: unknown) =>
      logger.error('Lead alert failed', { leadId: captured.leadId, error }),
    );
  }
  const text = lead.textRequested ? await textLeadQuote(captured, rateLimitKeyOf(request.ip)) : 'not_sent';
  return {
    status: 201 as const,
    body: { leadId: captured.leadId, contractorName: captured.contractorName, text },
  };
};

export const handler = createAreaHandler('quotes', {
  'POST /api/estimate': async (request) => {
    await consumeRateLimit(estimateLimit, rateLimitKeyOf(request.ip));
    const fence = estimateRequestSchema.parse(request.body);
    return ok(instantEstimate(fence, await estimatorSettingsForZip(fence.zipCode), request.language));
  },

  'POST /api/leads': async (request) => takeLead(request),

  'POST /api/public/contractors/{slug}/estimate': async (request) => {
    await consumeRateLimit(estimateLimit, rateLimitKeyOf(request.ip));
    const fence = estimateRequestSchema.parse(request.body);
    const { contractorId } = await publishedContractorOf(request.params.slug ?? '');
    return ok(instantEstimate(fence, await estimatorSettingsOf(contractorId), request.language));
  },

  'POST /api/public/contractors/{slug}/leads': async (request) => {
    const { contractorId } = await publishedContractorOf(request.params.slug ?? '');
    return takeLead(request, { contractorId });
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
    const quote = await createQuote(
      actorOf(user),
      quoteSaveSchema.parse(request.body),
      idempotencyKeyOf(request),
    );
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
    const { quote, message, messages } = await sendQuote({
      contractorId: user.contractorId,
      quoteId: request.params.id ?? '',
      userId: user.userId,
      ...sendQuoteSchema.parse(request.body ?? {}),
      idempotencyKey: idempotencyKeyOf(request),
    });
    const keys = await customerKeys();
    return ok({
      quote: await presentQuoteWithExtras(quote, request.language),
      message: presentSms(message, keys),
      messages: messages.map((row) => presentSms(row, keys)),
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
