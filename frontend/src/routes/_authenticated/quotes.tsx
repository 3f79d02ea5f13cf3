// /quotes — the contractor's quote list. The filters (`?status=sent`, `?source=homeowner` for leads) and the
// search text (`?q=…`) live in the URL, so a reload or a shared link shows the same list; the first page of
// that filter loads with the route.
import { createFileRoute } from '@tanstack/react-router';
import { quoteStatuses } from '#domain/quote-status';
import { quoteSources } from '#domain/vocabularies';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { quotesQueryOptions } from '#frontend/features/quotes/api/get-quotes';
import { QuoteListError, QuoteListPage } from '#frontend/features/quotes/components/quote-list-page';
import { oneOf, text } from '#frontend/lib/search-params';

export const Route = createFileRoute('/_authenticated/quotes')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...oneOf(search, 'status', quoteStatuses),
    ...oneOf(search, 'source', quoteSources),
    // A quote number typed into the address (`?q=12`) arrives as a number.
    ...text({ q: typeof search.q === 'number' ? String(search.q) : search.q }, 'q', 100),
  }),
  loaderDeps: ({ search }) => ({ status: search.status, source: search.source }),
  loader: ({ context, deps }) =>
    context.user.contractor?.id
      ? context.queryClient.ensureInfiniteQueryData(quotesQueryOptions(context.user.contractor.id, deps))
      : undefined,
  pendingComponent: PageSpinner,
  errorComponent: QuoteListError,
  component: QuoteListPage,
});
