// /contractor/quote/$id/view — the contractor's view of one quote.
import { createFileRoute } from '@tanstack/react-router';
import { quoteQueryOptions } from '#frontend/features/quotes/api/get-quote';
import { QuoteViewPage } from '#frontend/features/quotes/components/quote-view-page';

const QuoteViewRoute = () => <QuoteViewPage id={Route.useParams().id} />;

export const Route = createFileRoute('/_authenticated/contractor/quote/$id/view')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(quoteQueryOptions(params.id)),
  component: QuoteViewRoute,
});
