// A contractor's quotes, newest first, one page at a time (optionally one status).
import type { QuoteStatus } from '#domain/quote-status';
import {
  listCustomerQuotes as listCustomerQuotesPage,
  listQuotes as listQuotesPage,
} from '#functions/store/quotes';
import { loadCustomer } from '../customers/save-customer';

export const listQuotes = (
  contractorId: string,
  options: { status?: QuoteStatus; cursor?: string; limit: number },
) => listQuotesPage(contractorId, options);

/** One customer's quotes by its id, newest first (an unknown customer, another contractor's included, is 404). */
export const listCustomerQuotes = async (
  contractorId: string,
  homeownerId: string,
  options: { cursor?: string; limit: number },
) => {
  await loadCustomer(contractorId, homeownerId);
  return listCustomerQuotesPage(contractorId, homeownerId, options);
};
