// /quote/$id/edit — the quote builder in edit mode for one saved quote.
import { createFileRoute } from '@tanstack/react-router';
import { quoteQueryOptions } from '#frontend/features/quotes/api/get-quote';
import { EditQuotePage } from '#frontend/features/quotes/components/builder-pages';
import { pricingSettingsQueryOptions } from '#frontend/features/settings/api/get-pricing-settings';

const EditQuoteRoute = () => <EditQuotePage id={Route.useParams().id} />;

export const Route = createFileRoute('/_authenticated/quote/$id/edit')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
      context.queryClient.ensureQueryData(quoteQueryOptions(params.id)),
    ]),
  component: EditQuoteRoute,
});
