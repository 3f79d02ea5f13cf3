// /contractor/quote — New Quote: the quote builder, priced with the contractor's own settings. Opened from
// a customer's page (`?customerId=…`), the quote is for that customer, at their ZIP.
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { NewQuotePage } from '#frontend/features/quotes/components/builder-pages';
import { customerQueryOptions } from '#frontend/lib/customer-record';
import { pricingSettingsQueryOptions } from '#frontend/lib/pricing-settings';
import { text } from '#frontend/lib/search-params';
import { RouteError } from '#frontend/routes/-components/route-error';

const NewQuoteRoute = () => {
  const { customerId } = Route.useSearch();
  return <NewQuotePage customerId={customerId} />;
};

export const Route = createFileRoute('/_authenticated/contractor/quote/')({
  staticData: { access: 'sales' },
  validateSearch: (search: Record<string, unknown>) => ({
    ...text(search, 'customerId', 64),
  }),
  loaderDeps: ({ search }) => ({ customerId: search.customerId }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
      deps.customerId ? context.queryClient.ensureQueryData(customerQueryOptions(deps.customerId)) : null,
    ]),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: NewQuoteRoute,
});
