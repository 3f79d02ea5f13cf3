// A homeowner leaves their name and phone with an instant quote: it becomes a draft quote (source
// homeowner) of the contractor serving the ZIP, or of the admin's unassigned pool when nobody does.
// The browser's idempotency key makes a double submit or a retry return the first lead.
import type { Lead } from '#domain/schemas/quote';
import { createLeadQuote, getLeadReceipt, type LeadReceipt } from '#functions/store/quotes';
import { estimatorSettingsForZip } from './estimator-settings';
import { newQuoteItem } from './save-quote';

/** The tenant that holds leads no contractor serves; only admins read it. */
export const unassignedLeadsTenant = 'unassigned';

/** How long a lead's idempotency key answers with the first result. */
const idempotencySeconds = 24 * 60 * 60;

export interface CapturedLead extends LeadReceipt {
  /** False when an earlier request with the same idempotency key made it. */
  fresh?: boolean;
}

export const captureLead = async (lead: Lead): Promise<CapturedLead> => {
  const earlier = await getLeadReceipt(lead.idempotencyKey);
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
  const result: LeadReceipt = {
    leadId: item.quoteId,
    contractorName: source.businessName,
    contractorId: item.contractorId,
  };
  const created = await createLeadQuote(
    { ...item, textRequested: lead.textRequested },
    { key: lead.idempotencyKey, result, expiresAt: Math.floor(Date.now() / 1000) + idempotencySeconds },
  );
  if (!created) {
    // A concurrent submit with the same key won the race: answer with what it created.
    const winner = await getLeadReceipt(lead.idempotencyKey);
    if (winner) return { ...winner, fresh: false };
    throw new Error('Lead transaction canceled');
  }
  return { ...result, fresh: true };
};
