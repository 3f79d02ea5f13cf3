// The linking migration: quotes an older version saved with only a copied name, phone and email — before every
// quote was for a customer — get the customer they are for, and so does the job each became: the active customer
// with that phone or email (found through the blind index), else a new customer made from the copy (at the
// quote's ZIP; the contractor completes the address). Afterwards every contractor's quote and job carries
// `homeownerId` and shows on its customer's page. Idempotent: a linked quote is left alone, and a person with
// several old quotes becomes one customer (the second quote finds the customer the first one made).
// Homeowners' leads nobody serves (the unassigned tenant) stay without a customer: there is no contractor.

import { getJobIdOfQuote, linkJobToCustomer } from '#functions/store/jobs';
import { linkQuoteToCustomer } from '#functions/store/quotes';
import { type StoredItem, scanItems } from '#functions/store/reseal';
import { openQuoteContact } from '../crypto/sealed-copy';
import { customerKeys } from '../ports/keys/customer-keys';
import { unassignedLeadsTenant } from '../quotes/capture-lead';
import { findCustomerMatches } from './find-matches';
import { createCustomerRecord, prepareCustomerFromContact } from './save-customer';

export const linkMigration = 'link-quotes-to-customers-v1';

export interface LinkReport {
  /** Quotes linked to a customer (their jobs with them). */
  linked: number;
  /** Customers made from old quotes' copies. */
  created: number;
  /** Quotes with neither a name nor a phone or email to make a customer of. */
  skipped: number;
}

const customerFor = async (contractorId: string, item: StoredItem, report: LinkReport) => {
  const contact = openQuoteContact(await customerKeys(), item as { contractorId: string });
  const [match] = await findCustomerMatches(contractorId, contact);
  if (match) return match.customerId;
  if (!contact.customerName && !contact.phone && !contact.email) return null;
  const prepared = await prepareCustomerFromContact(contractorId, {
    name: contact.customerName,
    phone: contact.phone,
    email: contact.email,
    zipCode: String(item.zipCode ?? ''),
  });
  await createCustomerRecord(prepared.withPlace);
  report.created += 1;
  return prepared.homeownerId;
};

/** Links every unlinked contractor quote (and its job) to a customer. */
export const linkLegacyQuotes = async (): Promise<LinkReport> => {
  const report: LinkReport = { linked: 0, created: 0, skipped: 0 };
  let cursor: string | null = null;
  do {
    const page = await scanItems('quote', cursor);
    for (const item of page.items) {
      const contractorId = String(item.contractorId);
      if (item.homeownerId || contractorId === unassignedLeadsTenant) continue;
      const homeownerId = await customerFor(contractorId, item, report);
      if (!homeownerId) {
        report.skipped += 1;
        continue;
      }
      const quote = { contractorId, quoteId: String(item.quoteId), createdAt: String(item.createdAt) };
      if (!(await linkQuoteToCustomer(quote, homeownerId))) continue;
      report.linked += 1;
      const jobId = await getJobIdOfQuote(contractorId, quote.quoteId);
      if (jobId) await linkJobToCustomer(contractorId, jobId, homeownerId);
    }
    cursor = page.cursor;
  } while (cursor);
  return report;
};
