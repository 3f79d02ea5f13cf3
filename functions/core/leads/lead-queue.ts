// The administrators' queue of homeowner leads nobody could take (a ZIP no contractor serves, or every one
// full): give one to a business, or discard it with a reason. Giving it makes it that business's lead as if
// it had been routed to them — priced with their rates, for a customer of theirs (matched or created), in
// their bell — and removes it from the queue in the same transaction; giving the same lead twice, even at
// once, makes one (the assignment's idempotency key is the lead's id).
import { DomainError } from '#functions/core/errors';
import { getContractorRoutingFacts } from '#functions/store/contractors';
import { getLeadReceipt, getQuote, removeQueuedLead } from '#functions/store/quotes';
import { type AdminActor, auditAdminAction } from '../admin/admin-actor';
import type { AuditFacts } from '../audit/record-audit-event';
import { openQuoteContact } from '../crypto/sealed-copy';
import { customerKeys } from '../ports/keys/customer-keys';
import { captureLead, unassignedLeadsTenant } from '../quotes/capture-lead';

const leadNotFound = () => new DomainError('NOT_FOUND', 'admin.leadNotFound');

const audit = (actor: AdminActor, type: AuditFacts['type'], quoteNumber: number, detail: string) =>
  auditAdminAction(actor, type, `Lead #${quoteNumber}`, detail);

/** Gives a queued lead to an active business; answers its new quote there. */
export const assignQueuedLead = async (quoteId: string, contractorId: string, actor: AdminActor) => {
  const [queued, [business]] = await Promise.all([
    getQuote(unassignedLeadsTenant, quoteId),
    getContractorRoutingFacts([contractorId]),
  ]);
  if (!business) throw new DomainError('NOT_FOUND', 'admin.contractorNotFound');
  if (!business.isActive) throw new DomainError('BUSINESS_INACTIVE', 'admin.contractorInactive');
  const key = `assign:${quoteId}`;
  if (!queued) {
    // Already given: the same assignment again answers what it made; another business's is a conflict.
    const earlier = await getLeadReceipt(key);
    if (!earlier) throw leadNotFound();
    if (earlier.contractorId !== contractorId) throw new DomainError('LEAD_TAKEN', 'admin.leadTaken');
    return answerOf(earlier.contractorId, earlier.leadId);
  }
  const contact = openQuoteContact(await customerKeys(), queued);
  const made = await captureLead(
    {
      request: queued.input,
      name: contact.customerName,
      phone: contact.phone,
      email: contact.email,
      language: queued.language ?? 'en',
      textRequested: queued.textRequested ?? false,
      idempotencyKey: key,
    },
    { contractorId },
    { quoteId },
  );
  if (made.contractorId !== contractorId) throw new DomainError('LEAD_TAKEN', 'admin.leadTaken');
  if (made.fresh) await audit(actor, 'lead_assigned', queued.quoteNumber, business.businessName);
  return answerOf(contractorId, made.leadId);
};

const answerOf = async (contractorId: string, quoteId: string) => {
  const quote = await getQuote(contractorId, quoteId);
  return { contractorId, quoteId, quoteNumber: quote?.quoteNumber ?? 0 };
};

/** Discards a queued lead; the reason is kept in the audit log. */
export const discardQueuedLead = async (quoteId: string, reason: string, actor: AdminActor) => {
  const queued = await getQuote(unassignedLeadsTenant, quoteId);
  if (!queued || !(await removeQueuedLead(unassignedLeadsTenant, quoteId))) throw leadNotFound();
  await audit(actor, 'lead_discarded', queued.quoteNumber, reason);
};
