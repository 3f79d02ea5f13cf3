// GET /api/quotes/{id}/messages: the quote's text messages newest first (docs/api.md), for the
// contractor's Messages card — who each went to, its delivery status and the failure reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#frontend/lib/api-client';

export type SmsStatus = 'queued' | 'sent' | 'failed' | 'delivered';

export interface SmsMessage {
  id: string;
  /** E.164: +1 and 10 digits. */
  recipientPhone: string;
  messageContent: string;
  /** Absolute URL. */
  shortLink: string;
  status: SmsStatus;
  /** Why the SMS service refused it, for `failed`. */
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  clickedAt: string | null;
}

export const quoteMessagesQueryKey = (id: string) => ['/api/quotes', id, 'messages'] as const;

export const getQuoteMessages = (
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ messages: SmsMessage[] }> =>
  apiGet<{ messages: SmsMessage[] }>(
    `/api/quotes/${encodeURIComponent(id)}/messages`,
    signal ? { signal } : {},
  );

export const quoteMessagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quoteMessagesQueryKey(id),
    queryFn: ({ signal }) => getQuoteMessages(id, { signal }),
  });

export const useQuoteMessages = (id: string) => useQuery(quoteMessagesQueryOptions(id));
