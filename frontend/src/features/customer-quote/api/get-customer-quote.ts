// GET /api/customer/quotes/{id} (public; the unguessable id is the key): the quote as its customer sees it,
// with the contractor's branding and contact details, the price as the contractor chose to show it, the
// payment options and whether it can still be approved or declined (docs/api.md, "Texting, sharing and
// approving a quote").
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CustomerQuote } from '#domain/contract/sharing';
import { apiGet } from '#frontend/lib/api-client';
import { ApiError } from '#frontend/lib/api-error';

export type { CustomerQuote, CustomerQuoteContractor, CustomerQuotePayment } from '#domain/contract/sharing';
export type { PaymentMethod } from '#domain/milestones';
export type { PaymentTerms } from '#domain/payment-schedule';

export const customerQuoteQueryKey = (id: string) => ['/api/customer/quotes', id] as const;

export const getCustomerQuote = (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CustomerQuote> =>
  apiGet<CustomerQuote>(`/api/customer/quotes/${encodeURIComponent(id)}`, signal ? { signal } : {});

/** A 404 (unknown or never-sent quote) or a 429 will not change on a second try; a server failure may. */
const retryServerFailureOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const customerQuoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerQuoteQueryKey(id),
    queryFn: ({ signal }) => getCustomerQuote(id, { signal }),
    retry: retryServerFailureOnce,
  });

/** The quote the route's loader has already fetched. */
export const useCustomerQuote = (id: string) => useSuspenseQuery(customerQuoteQueryOptions(id)).data;
