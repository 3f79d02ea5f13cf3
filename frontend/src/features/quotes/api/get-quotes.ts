// GET /api/contractors/{id}/quotes: the contractor's quotes newest first, optionally one status, a page
// at a time (the server's cursor leads to the next page).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FenceMaterialId } from '#domain/pricing/materials';
import type { QuoteStatus } from '#domain/quote-status';
import { apiGet } from '#frontend/lib/api-client';

export interface QuoteSummary {
  id: string;
  number: number;
  status: QuoteStatus;
  source: 'contractor' | 'homeowner';
  customerName: string;
  fenceType: FenceMaterialId;
  linearFeet: number;
  gates: number;
  zipCode: string;
  /** Dollars. */
  totalCost: number;
  createdAt: string;
  updatedAt: string;
}

export interface QuotePage {
  quotes: QuoteSummary[];
  cursor: string | null;
}

export const quotePageSize = 25;

/** Every list of this contractor's quotes, whatever the filter: what a save invalidates. */
export const contractorQuotesKey = (contractorId: string) =>
  ['/api/contractors', contractorId, 'quotes'] as const;

export const quotesQueryKey = (contractorId: string, status: QuoteStatus | undefined) =>
  [...contractorQuotesKey(contractorId), { status: status ?? null }] as const;

export const getQuotes = (
  contractorId: string,
  options: { status?: QuoteStatus | undefined; cursor?: string | null; signal?: AbortSignal },
): Promise<QuotePage> => {
  const queryParams: Record<string, string> = { limit: String(quotePageSize) };
  if (options.status) queryParams.status = options.status;
  if (options.cursor) queryParams.cursor = options.cursor;
  return apiGet<QuotePage>(`/api/contractors/${encodeURIComponent(contractorId)}/quotes`, {
    queryParams,
    ...(options.signal ? { signal: options.signal } : {}),
  });
};

export const quotesQueryOptions = (contractorId: string, status: QuoteStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: quotesQueryKey(contractorId, status),
    queryFn: ({ pageParam, signal }) => getQuotes(contractorId, { status, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });

export const useQuotes = (contractorId: string, status: QuoteStatus | undefined) =>
  useInfiniteQuery(quotesQueryOptions(contractorId, status));
