// /quote/$id/edit — the quote builder in edit mode for one saved quote, priced with the contractor's settings.
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { quoteQueryOptions } from '#frontend/features/quotes/api/get-quote';
import { EditQuotePage } from '#frontend/features/quotes/components/builder-pages';
import { pricingSettingsQueryOptions } from '#frontend/lib/pricing-settings';
import { RouteError } from '#frontend/routes/-components/route-error';

const EditQuoteRoute = () => <EditQuotePage id={Route.useParams().id} />;

export const Route = createFileRoute('/_authenticated/quote/$id/edit')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
      context.queryClient.ensureQueryData(quoteQueryOptions(params.id)),
    ]),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: EditQuoteRoute,
});
