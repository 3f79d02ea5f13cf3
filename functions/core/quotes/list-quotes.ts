// A contractor's quotes, newest first, one page at a time (optionally one status, lead source or person),
// paged by sealed cursors.

import type { QuoteStatus } from '#domain/quote-status';
import type { QuoteSource } from '#domain/vocabularies';
import {
  listCustomerQuotes as listCustomerQuotesPage,
  listQuotes as listQuotesPage,
} from '#functions/store/quotes';
import { loadCustomer } from '../customers/save-customer';
import { openCursor, sealCursor } from '../paging/page-cursor';
import { customerKeys } from '../ports/keys/customer-keys';

export const listQuotes = async (
  contractorId: string,
  options: {
    status?: QuoteStatus;
    source?: QuoteSource;
    assignedTo?: string;
    cursor?: string;
    limit: number;
  },
) => {
  const keys = await customerKeys();
  const binding = {
    contractorId,
    list: `quotes?status=${options.status ?? ''}&source=${options.source ?? ''}&assignedTo=${options.assignedTo ?? ''}`,
  };
  const page = await listQuotesPage(contractorId, {
    ...options,
    cursor: openCursor(options.cursor, keys, binding),
  });
  return { quotes: page.quotes, cursor: sealCursor(page.cursor, keys, binding) };
};

/** One customer's quotes by its id, newest first (an unknown customer, another contractor's included, is 404). */
export const listCustomerQuotes = async (
  contractorId: string,
  homeownerId: string,
  options: { cursor?: string; limit: number },
) => {
  const keys = await customerKeys();
  const binding = { contractorId, list: `customers/${homeownerId}/quotes` };
  const cursor = openCursor(options.cursor, keys, binding);
  await loadCustomer(contractorId, homeownerId);
  const page = await listCustomerQuotesPage(contractorId, homeownerId, { ...options, cursor });
  return { quotes: page.quotes, cursor: sealCursor(page.cursor, keys, binding) };
};
