// A homeowner leaves their name and phone with an instant quote: it becomes a draft quote (source
// homeowner: a lead) of the contractor the lead routing rules pick among those serving the ZIP
// (core/leads/route-lead.ts), priced with that contractor's rates — for a customer of theirs, matched by phone
// or email or created — announced in their bell; or of the admin's unassigned pool when nobody can take it.
// The browser's idempotency key makes a double submit or a retry return the first lead without routing it
// again (two submits racing past the receipt check may each take a turn; only one lead is made).
import type { Lead } from '#domain/schemas/quote';
import { DomainError } from '#functions/core/errors';
import { createLeadQuote, getLeadReceipt, type LeadReceipt } from '#functions/store/quotes';
import { findCustomerMatches } from '../customers/find-matches';
import { withRetries } from '../customers/name-order';
import { prepareCustomerFromContact } from '../customers/save-customer';
import { publishCommitted } from '../events/pending-events';
import { routeLead } from '../leads/route-lead';
import type { LeadAlertReads } from '../notifications/alert-new-lead';
import { estimatorSettingsOfRouted } from './estimator-settings';
import { quoteCreatedEvent } from './quote-events';
import { newQuoteItem } from './save-quote';

/** The tenant that holds leads no contractor serves; only admins read it. */
export const unassignedLeadsTenant = 'unassigned';

/** How long a lead's idempotency key answers with the first result. */
const idempotencySeconds = 24 * 60 * 60;

export interface CapturedLead extends LeadReceipt {
  /** False when an earlier request with the same idempotency key made it. */
  fresh?: boolean;
  /** A fresh lead of a contractor: their profile and the quote as written, for the lead's alert and text. */
  reads?: LeadAlertReads;
}

/**
 * The customer a contractor's lead is for: an active customer with the same phone or email (found through
 * the blind index), else a new one — named as the homeowner typed it, at the ZIP they priced (the lead
 * form asks for nothing more; the contractor completes the rest).
 */
const leadCustomer = async (contractorId: string, lead: Lead) => {
  const [match] = await findCustomerMatches(contractorId, { phone: lead.phone, email: lead.email });
  if (match) return { homeownerId: match.customerId, create: undefined };
  const prepared = await prepareCustomerFromContact(contractorId, {
    name: lead.name,
    phone: lead.phone,
    email: lead.email ?? '',
    zipCode: lead.request.zipCode,
  });
  return { homeownerId: prepared.homeownerId, create: prepared.withPlace };
};

/**
 * `to`: a lead made on a contractor's own page (`/c/{slug}`) goes straight to them, with no routing; so does
 * a queued lead an administrator assigns, which `replaces` (its id in the unassigned pool is removed in the
 * same transaction that makes the contractor's).
 */
export const captureLead = async (
  lead: Lead,
  to?: { contractorId: string },
  replaces?: { quoteId: string },
): Promise<CapturedLead> => {
  const earlier = await getLeadReceipt(lead.idempotencyKey);
  if (earlier) return { ...earlier, fresh: false };

  const route = to ?? (await routeLead(lead.request.zipCode));
  const source = await estimatorSettingsOfRouted(route?.contractorId ?? null);
  const served = source.contractorId;
  const customer = served ? await leadCustomer(served, lead) : undefined;
  const item = await newQuoteItem({
    contractorId: served ?? unassignedLeadsTenant,
    source: 'homeowner',
    status: 'draft',
    ...(customer ? { homeownerId: customer.homeownerId } : {}),
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
  const receipt = {
    key: lead.idempotencyKey,
    result,
    expiresAt: Math.floor(Date.now() / 1000) + idempotencySeconds,
  };
  // Speed to lead: the contractor's bell hears of it in the same transaction that makes it.
  const notification = served ? newLeadNotification(item) : undefined;
  // A lead no contractor serves yet is counted when it is routed to one.
  const createdEvent = served ? quoteCreatedEvent(item) : undefined;
  const created = await withRetries(async () =>
    createLeadQuote(
      { ...item, textRequested: lead.textRequested },
      receipt,
      notification &&
        createdEvent && {
          notification,
          newCustomer: await customer?.create?.(),
          created: createdEvent,
        },
      replaces && { contractorId: unassignedLeadsTenant, quoteId: replaces.quoteId },
    ),
  );
  if (created === true && createdEvent) await publishCommitted([createdEvent]);
  if (!created) {
    // A concurrent submit with the same key won the race: answer with what it created.
    const winner = await getLeadReceipt(lead.idempotencyKey);
    if (winner) return { ...winner, fresh: false };
    // The queued lead an administrator assigns was discarded meanwhile.
    if (replaces) throw new DomainError('NOT_FOUND', 'admin.leadNotFound');
    throw new Error('Lead transaction canceled');
  }
  return {
    ...result,
    fresh: true,
    ...(served ? { reads: { contractor: source.contractor ?? null, quote: item } } : {}),
  };
};

/** The bell's "new lead" item; its id comes from the quote, so it can only ever be written once. */
const newLeadNotification = (quote: Awaited<ReturnType<typeof newQuoteItem>>) => ({
  contractorId: quote.contractorId,
  notificationId: `lead_${quote.quoteId}`,
  type: 'new_lead' as const,
  feed: 'leads' as const,
  timestamp: new Date().toISOString(),
  quoteId: quote.quoteId,
  quoteNumber: quote.quoteNumber,
  customerName: quote.customerName,
  amountCents: quote.totalCostCents,
  zipCode: quote.zipCode,
  fenceType: quote.fenceType,
});
