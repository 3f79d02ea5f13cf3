// Creating and editing a contractor's quote. The server prices from the inputs (never trusting client
// totals) and keeps the settings it priced with, so later rate changes leave saved quotes alone.

import type { EstimateRequest } from '#domain/pricing/schemas';
import type { EstimatorSettings } from '#domain/pricing/settings';
import { canEditQuote, isQuoteLocked } from '#domain/quote-status';
import type { QuoteSave, QuoteUpdate } from '#domain/schemas/quote';
import { DomainError } from '#functions/core/errors';
import { getCreatedReceipt, idempotencyClaim } from '#functions/store/idempotency';
import {
  getQuote,
  type NewQuote,
  type QuoteItem,
  saveQuoteEdit,
  createQuote as storeQuote,
} from '#functions/store/quotes';
import type { Actor } from '../access/actor';
import { checkAssignee, sellerRoles } from '../access/assignee';
import { sealQuoteContact } from '../crypto/sealed-copy';
import { type StoredSite, sealSite } from '../crypto/site-address';
import { withRetries } from '../customers/name-order';
import { type CustomerOfRecord, createCustomerRecord, customerOfRecord } from '../customers/save-customer';
import { publishCommitted } from '../events/pending-events';
import { replayedRecord } from '../idempotency/replayed-record';
import { customerKeys } from '../ports/keys/customer-keys';
import { replaceSearchEntries } from '../search/replace-search-entries';
import { newId } from '../tokens';
import { allocateNumber } from './allocate-number';
import { discountAfterSave } from './discount-review';
import { estimatorSettingsOf } from './estimator-settings';
import { priceQuote } from './price-quote';
import { quoteClosed, quoteLocked } from './quote-errors';
import { quoteCreatedEvent } from './quote-events';
import { quoteSearchEntry, quoteSearchTokens } from './quote-search';

const fenceFacts = (request: EstimateRequest) => ({
  zipCode: request.zipCode,
  fenceType: request.material,
  linearFeet: request.sides.reduce((feet, side) => feet + side.lengthFt, 0),
  gates: request.sides.reduce((count, side) => count + side.gates.length, 0),
  calculationMethod: request.calculationMethod,
});

export const priced = (request: EstimateRequest, settings: EstimatorSettings, language: 'en' | 'es') => {
  const { estimate, diagramSvg } = priceQuote(request, settings, language);
  return {
    ...fenceFacts(request),
    input: request,
    pricingSnapshot: settings,
    estimate,
    totalCostCents: Math.round(estimate.totalCost * 100),
    diagramSvg,
  };
};

export interface QuoteDraft {
  contractorId: string;
  source: 'contractor' | 'homeowner';
  status: 'draft' | 'sent';
  createdByUserId?: string;
  /** Who sells it ('' or left out: nobody yet, a homeowner's lead). */
  assignedTo?: string;
  /** The customer it is for (a homeowner's lead has none yet). */
  homeownerId?: string;
  /** The sealed job site (a lead has none). */
  site?: StoredSite;
  customerName: string;
  phone: string;
  email: string;
  jobTitle: string;
  language: 'en' | 'es';
  request: EstimateRequest;
  settings: EstimatorSettings;
}

/** Builds the quote item (number allocated, search tokens made) to be written inside a transaction. */
export const newQuoteItem = async (quote: QuoteDraft) => {
  const quoteId = newId('q');
  const quoteNumber = await allocateNumber(quote.contractorId, 'quote');
  return {
    contractorId: quote.contractorId,
    quoteId,
    quoteNumber,
    status: quote.status,
    source: quote.source,
    createdByUserId: quote.createdByUserId,
    assignedTo: quote.assignedTo ?? '',
    ...(quote.homeownerId ? { homeownerId: quote.homeownerId } : {}),
    ...quote.site,
    ...sealQuoteContact(await customerKeys(), quote.contractorId, quote),
    jobTitle: quote.jobTitle,
    language: quote.language,
    searchTokens: await quoteSearchTokens(quote.contractorId, quoteNumber, quote.customerName),
    ...priced(quote.request, quote.settings, quote.language),
  } satisfies NewQuote;
};

/**
 * The job site a quote is saved with, sealed: the one typed, else the customer's address when it is in the
 * quote's ZIP (the site's ZIP is always the pricing ZIP), else the ZIP alone.
 */
const siteOfQuote = async (
  contractorId: string,
  save: Pick<QuoteSave, 'site' | 'request'>,
  customer: CustomerOfRecord,
) => {
  const typed = save.site && (save.site.street || save.site.city) ? save.site : undefined;
  const atCustomer = customer.address.zipCode === save.request.zipCode ? customer.address : undefined;
  const site = typed ?? atCustomer ?? { street: '', city: '', state: '' };
  return sealSite(
    contractorId,
    { street: site.street, city: site.city, state: site.state },
    await customerKeys(),
  );
};

/**
 * Creates a contractor's quote for a customer; a new person becomes a customer in the same transaction, and
 * a rep's discount beyond the owner's limit is put up for review with it (discount-review.ts).
 */
/**
 * A contractor's new quote (and, for a new person, their customer). With an idempotency key, the first request
 * creates and every later one — even at the same moment — answers that quote, making nothing more.
 */
export const createQuote = async (
  actor: Actor,
  save: QuoteSave,
  idempotencyKey?: string,
): Promise<QuoteItem> => {
  const { contractorId, userId } = actor;
  const earlier = idempotencyKey ? await getCreatedReceipt('quote', contractorId, idempotencyKey) : null;
  if (earlier) return loadQuote(contractorId, earlier.recordId);
  const [{ settings, repDiscountLimitPercent }, customer] = await Promise.all([
    estimatorSettingsOf(contractorId),
    customerOfRecord(contractorId, save, userId),
    save.assignedTo ? checkAssignee(contractorId, save.assignedTo, sellerRoles) : undefined,
  ]);
  const item = await newQuoteItem({
    contractorId,
    source: 'contractor',
    status: 'draft',
    createdByUserId: userId,
    assignedTo: save.assignedTo ?? userId,
    homeownerId: customer.homeownerId,
    site: await siteOfQuote(contractorId, save, customer),
    ...customer.contact,
    jobTitle: save.jobTitle,
    language: save.language,
    request: save.request,
    settings,
  });
  const { notification, ...discount } = await discountAfterSave(
    actor,
    item.estimate,
    { ...item, version: 1 },
    repDiscountLimitPercent,
  );
  const created = quoteCreatedEvent(item);
  const claim = idempotencyKey
    ? idempotencyClaim('quote', contractorId, idempotencyKey, { recordId: item.quoteId })
    : undefined;
  // Only a new customer's place in the name order can move meanwhile; the quote itself is built once.
  const outcome = await withRetries(async () => {
    const stored = await storeQuote(
      { ...item, ...discount },
      created,
      await customer.create?.(),
      notification,
      claim,
    );
    return stored === 'conflict' ? 'conflict' : stored;
  });
  if (outcome === 'replayed')
    return loadQuote(contractorId, await replayedRecord('quote', contractorId, idempotencyKey));
  await publishCommitted([created]);
  const saved = await getQuote(contractorId, item.quoteId);
  if (!saved) throw new Error('Saved quote not found');
  return saved;
};

export const quoteNotFound = () => new DomainError('NOT_FOUND', 'quote.notFound');

export const loadQuote = async (contractorId: string, quoteId: string): Promise<QuoteItem> => {
  if (quoteId.length > 64) throw quoteNotFound();
  const quote = await getQuote(contractorId, quoteId);
  if (!quote) throw quoteNotFound();
  return quote;
};

export const updateQuote = async (actor: Actor, quoteId: string, update: QuoteUpdate): Promise<QuoteItem> => {
  const { contractorId, userId } = actor;
  const current = await loadQuote(contractorId, quoteId);
  if (isQuoteLocked(current.status)) throw quoteLocked();
  // Lost is final: the quote can be duplicated as a new one, not edited.
  if (!canEditQuote(current.status)) throw quoteClosed(current);
  if (current.version !== update.version) throw staleQuote();
  const currentRates = update.repriceWithCurrentRates ? await estimatorSettingsOf(contractorId) : undefined;
  const settings = currentRates?.settings ?? current.pricingSnapshot;
  const reassigned = update.assignedTo !== undefined && update.assignedTo !== current.assignedTo;
  if (reassigned && update.assignedTo) await checkAssignee(contractorId, update.assignedTo, sellerRoles);
  const customer = await customerOfRecord(contractorId, update, userId);
  // Editing a quote for a new person: the customer is created first (their own transaction), so a stale
  // edit refused below still leaves the customer the contractor typed in, not a half-made quote.
  if (customer.create) await createCustomerRecord(customer.create);
  const searchTokens = await quoteSearchTokens(
    contractorId,
    current.quoteNumber,
    customer.contact.customerName,
  );
  return replaceSearchEntries(
    {
      before: current.searchTokens ?? [],
      after: searchTokens,
      toEntry: quoteSearchEntry(contractorId, quoteId),
    },
    async () => {
      const pricedEdit = priced(update.request, settings, update.language);
      const { notification, ...discount } = await discountAfterSave(
        actor,
        pricedEdit.estimate,
        { ...current, version: update.version + 1 },
        currentRates?.repDiscountLimitPercent,
      );
      const saved = await saveQuoteEdit(
        contractorId,
        quoteId,
        {
          homeownerId: customer.homeownerId,
          ...(await siteOfQuote(contractorId, update, customer)),
          ...sealQuoteContact(await customerKeys(), contractorId, customer.contact),
          jobTitle: update.jobTitle,
          language: update.language,
          ...(reassigned ? { assignedTo: update.assignedTo } : {}),
          searchTokens,
          ...pricedEdit,
          ...discount,
        },
        update.version,
        current.createdAt,
        notification,
      );
      if (!saved) throw staleQuote();
      return saved;
    },
  );
};

const staleQuote = () => new DomainError('STALE_VERSION', 'quote.stale');
