// /quote/$id/edit — the quote builder in edit mode for one saved quote, priced with the contractor's settings.
// A quote the customer answered (approved, converted) or that was lost never opens in the builder: it opens
// read-only on its view, which offers Duplicate as new quote (and Revise, when approved).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { canEditQuote } from '#domain/quote-status';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { quoteQueryOptions } from '#frontend/features/quotes/api/get-quote';
import { EditQuotePage } from '#frontend/features/quotes/components/builder-pages';
import { pricingSettingsQueryOptions } from '#frontend/lib/pricing-settings';
import { RouteError } from '#frontend/routes/-components/route-error';

const EditQuoteRoute = () => <EditQuotePage id={Route.useParams().id} />;

export const Route = createFileRoute('/_authenticated/quote/$id/edit')({
  staticData: { access: 'sales' },
  loader: async ({ context, params }) => {
    const [, quote] = await Promise.all([
      context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
      context.queryClient.ensureQueryData(quoteQueryOptions(params.id)),
    ]);
    if (!canEditQuote(quote.status))
      throw redirect({ to: '/contractor/quote/$id/view', params: { id: params.id } });
  },
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: EditQuoteRoute,
});
