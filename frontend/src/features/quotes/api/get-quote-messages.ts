// GET /api/quotes/{id}/messages: the quote's text messages newest first (docs/api.md), for the
// contractor's Messages card — who each went to, its delivery status and the failure reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#domain/contract/index';
import { apiGet } from '#frontend/lib/api-client';

export type { SmsMessage, SmsStatus } from '#domain/contract/quotes';

type QuoteMessages = ResponseOf<'GET /api/quotes/{id}/messages'>;

export const quoteMessagesQueryKey = (id: string) => ['/api/quotes', id, 'messages'] as const;

export const getQuoteMessages = (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<QuoteMessages> =>
  apiGet<QuoteMessages>(`/api/quotes/${encodeURIComponent(id)}/messages`, signal ? { signal } : {});

export const quoteMessagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quoteMessagesQueryKey(id),
    queryFn: ({ signal }) => getQuoteMessages(id, { signal }),
  });

export const useQuoteMessages = (id: string) => useQuery(quoteMessagesQueryOptions(id));
