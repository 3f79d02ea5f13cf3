// Creating and editing a contractor's quote. The server prices from the inputs (never trusting client
// totals) and keeps the settings it priced with, so later rate changes leave saved quotes alone.
import type { EstimateRequest } from '#domain/pricing/schemas';
import type { EstimatorSettings } from '#domain/pricing/settings';
import { isQuoteLocked } from '#domain/quote-status';
import type { QuoteSave, QuoteUpdate } from '#domain/schemas/quote';
import { DomainError } from '#functions/core/errors';
import { isConditionalFailure } from '#functions/store/conditional-failure';
import { store } from '#functions/store/service';
import { replaceSearchEntries } from '../search/replace-search-entries';
import { newId } from '../tokens';
import { allocateNumber } from './allocate-number';
import { estimatorSettingsOf } from './estimator-settings';
import type { QuoteItem } from './present-quote';
import { priceQuote } from './price-quote';
import { quoteLocked } from './quote-errors';
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

export interface NewQuote {
  contractorId: string;
  source: 'contractor' | 'homeowner';
  status: 'draft' | 'sent';
  createdByUserId?: string;
  customerName: string;
  phone: string;
  email: string;
  jobTitle: string;
  language: 'en' | 'es';
  request: EstimateRequest;
  settings: EstimatorSettings;
}

/** Builds the quote item (number allocated, search tokens made) to be written inside a transaction. */
export const newQuoteItem = async (quote: NewQuote) => {
  const quoteId = newId('q');
  const quoteNumber = await allocateNumber(quote.contractorId, 'quote');
  return {
    contractorId: quote.contractorId,
    quoteId,
    quoteNumber,
    status: quote.status,
    source: quote.source,
    createdByUserId: quote.createdByUserId,
    customerName: quote.customerName,
    phone: quote.phone,
    email: quote.email,
    jobTitle: quote.jobTitle,
    language: quote.language,
    searchTokens: await quoteSearchTokens(quote.contractorId, quoteNumber, quote.customerName),
    ...priced(quote.request, quote.settings, quote.language),
  };
};

export const createQuote = async (
  contractorId: string,
  userId: string,
  save: QuoteSave,
): Promise<QuoteItem> => {
  const { settings } = await estimatorSettingsOf(contractorId);
  const item = await newQuoteItem({
    contractorId,
    source: 'contractor',
    status: 'draft',
    createdByUserId: userId,
    customerName: save.customerName,
    phone: save.phone,
    email: save.email,
    jobTitle: save.jobTitle,
    language: save.language,
    request: save.request,
    settings,
  });
  // The quote and the public "quotes generated" count move together.
  const { canceled, data } = await store.transaction
    .write(({ quote, siteStats, searchEntry }) => [
      quote.create(item).commit(),
      siteStats.upsert({}).add({ quotesGenerated: 1 }).commit(),
      ...item.searchTokens.map((token) =>
        searchEntry.put(quoteSearchEntry(contractorId, item.quoteId)(token)).commit(),
      ),
    ])
    .go();
  if (canceled)
    throw new Error(`Quote transaction canceled: ${data.map((result) => result.code).join(', ')}`);
  const { data: saved } = await store.entities.quote.get({ contractorId, quoteId: item.quoteId }).go();
  if (!saved) throw new Error('Saved quote not found');
  return saved;
};

export const quoteNotFound = () => new DomainError('NOT_FOUND', 'quote.notFound');

export const loadQuote = async (contractorId: string, quoteId: string): Promise<QuoteItem> => {
  if (quoteId.length > 64) throw quoteNotFound();
  const { data } = await store.entities.quote.get({ contractorId, quoteId }).go();
  if (!data) throw quoteNotFound();
  return data;
};

export const updateQuote = async (
  contractorId: string,
  quoteId: string,
  update: QuoteUpdate,
): Promise<QuoteItem> => {
  const current = await loadQuote(contractorId, quoteId);
  if (isQuoteLocked(current.status)) throw quoteLocked();
  if (current.version !== update.version) throw staleQuote();
  const settings = update.repriceWithCurrentRates
    ? (await estimatorSettingsOf(contractorId)).settings
    : (current.pricingSnapshot as EstimatorSettings);
  const searchTokens = await quoteSearchTokens(contractorId, current.quoteNumber, update.customerName);
  return replaceSearchEntries(
    {
      before: current.searchTokens ?? [],
      after: searchTokens,
      toEntry: quoteSearchEntry(contractorId, quoteId),
    },
    async () => {
      try {
        const { data } = await store.entities.quote
          .patch({ contractorId, quoteId })
          .set({
            customerName: update.customerName,
            phone: update.phone,
            email: update.email,
            jobTitle: update.jobTitle,
            language: update.language,
            version: update.version + 1,
            searchTokens,
            ...priced(update.request, settings, update.language),
          })
          .where(({ version }, { eq }) => eq(version, update.version))
          .go({ response: 'all_new' });
        return data as QuoteItem;
      } catch (error) {
        if (isConditionalFailure(error)) throw staleQuote();
        throw error;
      }
    },
  );
};

const staleQuote = () => new DomainError('STALE_VERSION', 'quote.stale');
