// A 409 QUOTE_CLOSED or QUOTE_CHANGED answer means the cached quote is out of date (the contractor moved
// or edited it, or it was answered in another tab): fetch it again so the page stops offering approve and decline. Not awaited,
// so the form still hears about the failure (and shows the server's message) before it goes away.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#frontend/lib/api-error';
import { customerQuoteQueryKey } from './get-customer-quote';

export const isQuoteClosedError = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'QUOTE_CLOSED' || error.code === 'QUOTE_CHANGED');

export const refreshWhenClosed = (queryClient: QueryClient, id: string, error: unknown): void => {
  if (isQuoteClosedError(error)) void queryClient.invalidateQueries({ queryKey: customerQuoteQueryKey(id) });
};
