// A homeowner leaves their name and phone with an instant quote: it becomes a draft quote (source
// homeowner) of the contractor serving the ZIP, or of the admin's unassigned pool when nobody does.
// The browser's idempotency key makes a double submit or a retry return the first lead.
import type { Lead } from '#domain/schemas/quote';
import { store } from '#functions/store/service';
import { estimatorSettingsForZip } from './estimator-settings';
import { quoteSearchEntry } from './quote-search';
import { newQuoteItem } from './save-quote';

/** The tenant that holds leads no contractor serves; only admins read it. */
export const unassignedLeadsTenant = 'unassigned';

const idempotencyScope = 'lead';
const idempotencySeconds = 24 * 60 * 60;

export interface CapturedLead {
  leadId: string;
  contractorName: string | null;
  /** The tenant holding the lead (absent in results stored before it was recorded). */
  contractorId?: string;
  /** False when an earlier request with the same idempotency key made it. */
  fresh?: boolean;
}

const earlierResult = async (key: string): Promise<CapturedLead | null> => {
  const { data } = await store.entities.idempotencyKey.get({ scope: idempotencyScope, key }).go();
  return data && data.expiresAt > Date.now() / 1000 ? (data.result as CapturedLead) : null;
};

export const captureLead = async (lead: Lead): Promise<CapturedLead> => {
  const earlier = await earlierResult(lead.idempotencyKey);
  if (earlier) return { ...earlier, fresh: false };

  const source = await estimatorSettingsForZip(lead.request.zipCode);
  const item = await newQuoteItem({
    contractorId: source.contractorId ?? unassignedLeadsTenant,
    source: 'homeowner',
    status: 'draft',
    customerName: lead.name,
    phone: lead.phone,
    email: lead.email,
    jobTitle: '',
    language: lead.language,
    request: lead.request,
    settings: source.settings,
  });
  const result: CapturedLead = {
    leadId: item.quoteId,
    contractorName: source.businessName,
    contractorId: item.contractorId,
  };
  const leadQuote = { ...item, textRequested: lead.textRequested };
  const { canceled } = await store.transaction
    .write(({ idempotencyKey, quote, siteStats, searchEntry }) => [
      idempotencyKey
        .create({
          scope: idempotencyScope,
          key: lead.idempotencyKey,
          result,
          expiresAt: Math.floor(Date.now() / 1000) + idempotencySeconds,
        })
        .commit(),
      quote.create(leadQuote).commit(),
      siteStats.upsert({}).add({ quotesGenerated: 1 }).commit(),
      ...item.searchTokens.map((token) =>
        searchEntry.put(quoteSearchEntry(item.contractorId, item.quoteId)(token)).commit(),
      ),
    ])
    .go();
  if (canceled) {
    // A concurrent submit with the same key won the race: answer with what it created.
    const winner = await earlierResult(lead.idempotencyKey);
    if (winner) return { ...winner, fresh: false };
    throw new Error('Lead transaction canceled');
  }
  return { ...result, fresh: true };
};
