// /quotes — the contractor's quote list. The filters (`?status=sent`, `?source=homeowner` for leads,
// `?assignedTo=` whose quotes: `all`, `me` or a user id — a rep's own by default) and the search text (`?q=…`)
// live in the URL, so a reload or a shared link shows the same list; the first page of that filter loads with
// the route.
import { createFileRoute } from '@tanstack/react-router';
import { quoteStatuses } from '#domain/quote-status';
import { quoteSources } from '#domain/vocabularies';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { quotesQueryOptions } from '#frontend/features/quotes/api/get-quotes';
import { QuoteListError, QuoteListPage } from '#frontend/features/quotes/components/quote-list-page';
import { assignedToFilter, whoseQuotesChoice } from '#frontend/features/quotes/whose-quotes';
import { oneOf, text } from '#frontend/lib/search-params';

export const Route = createFileRoute('/_authenticated/quotes')({
  staticData: { access: 'sales' },
  validateSearch: (search: Record<string, unknown>) => ({
    ...oneOf(search, 'status', quoteStatuses),
    ...oneOf(search, 'source', quoteSources),
    ...text(search, 'assignedTo', 64),
    // A quote number typed into the address (`?q=12`) arrives as a number.
    ...text({ q: typeof search.q === 'number' ? String(search.q) : search.q }, 'q', 100),
  }),
  loaderDeps: ({ search }) => ({
    status: search.status,
    source: search.source,
    assignedTo: search.assignedTo,
  }),
  loader: ({ context: { user, queryClient }, deps }) =>
    user.contractor?.id
      ? queryClient.ensureInfiniteQueryData(
          quotesQueryOptions(user.contractor.id, {
            status: deps.status,
            source: deps.source,
            assignedTo: assignedToFilter(whoseQuotesChoice(deps.assignedTo, user), user.id),
          }),
        )
      : undefined,
  pendingComponent: PageSpinner,
  errorComponent: QuoteListError,
  component: QuoteListPage,
});
