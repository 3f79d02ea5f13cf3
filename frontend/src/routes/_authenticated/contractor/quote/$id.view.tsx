// /contractor/quote/$id/view — the contractor's view of one quote, with the jobs feature's Convert to job
// slotted in. The quote loads with the route; its history and texts load in their own cards, so a failure
// there does not hide the quote.
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { ConvertQuoteButton } from '#frontend/features/jobs/components/convert-quote-button';
import { quoteQueryOptions } from '#frontend/features/quotes/api/get-quote';
import { type ConvertAction, QuoteViewPage } from '#frontend/features/quotes/components/quote-view-page';
import { RouteError } from '#frontend/routes/-components/route-error';

const convertAction: ConvertAction = (quote, contractorId) => (
  <ConvertQuoteButton quote={quote} contractorId={contractorId} />
);

const QuoteViewRoute = () => <QuoteViewPage id={Route.useParams().id} convertAction={convertAction} />;

export const Route = createFileRoute('/_authenticated/contractor/quote/$id/view')({
  staticData: { access: 'sales' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(quoteQueryOptions(params.id)),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: QuoteViewRoute,
});
