// /quotes — the contractor's quote list (the first page loads with the route).
import { createFileRoute } from '@tanstack/react-router';
import { quotesQueryOptions } from '#frontend/features/quotes/api/get-quotes';
import { QuoteListPage } from '#frontend/features/quotes/components/quote-list-page';

export const Route = createFileRoute('/_authenticated/quotes')({
  loader: ({ context }) =>
    context.user.contractor?.id
      ? context.queryClient.ensureInfiniteQueryData(quotesQueryOptions(context.user.contractor.id, undefined))
      : undefined,
  component: QuoteListPage,
});
