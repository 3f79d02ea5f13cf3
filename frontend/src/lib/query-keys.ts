// Query keys that more than one feature touches: a feature's writes may make another feature's cached
// reads stale (converting a quote changes the quote and its lists), so those keys live below both.
// Keys start with the API path they read, which the default query function turns into the request.

/** One quote (its activity key starts with it, so invalidating a quote refreshes its history too). */
export const quoteQueryKey = (id: string) => ['/api/quotes', id] as const;

/** Every list of this contractor's quotes, whatever the filter: what a change to any quote invalidates. */
export const contractorQuotesKey = (contractorId: string) =>
  ['/api/contractors', contractorId, 'quotes'] as const;

/** Every list of this contractor's customers: what adding, editing or deleting one invalidates. */
export const contractorCustomersKey = (contractorId: string) =>
  ['/api/contractors', contractorId, 'homeowners'] as const;

/** The all-homeowners key (SPEC §7): single customers and their quote lists live under it too. */
export const allCustomersKey = ['/api/homeowners'] as const;

/** One customer. */
export const customerQueryKey = (id: string) => [...allCustomersKey, id] as const;

/** One customer's quotes (under the customer, so refreshing the customer refreshes them). */
export const customerQuotesKey = (id: string) => [...customerQueryKey(id), 'quotes'] as const;
