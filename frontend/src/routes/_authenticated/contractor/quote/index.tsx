// /contractor/quote — New Quote: the quote builder, priced with the contractor's own settings. Opened from
// a customer's page (`?customerName=…&phone=…`), the quote starts with that customer's name and phone.
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { NewQuotePage } from '#frontend/features/quotes/components/builder-pages';
import { pricingSettingsQueryOptions } from '#frontend/lib/pricing-settings';
import { text } from '#frontend/lib/search-params';
import { RouteError } from '#frontend/routes/-components/route-error';

const NewQuoteRoute = () => {
  const { customerName, phone } = Route.useSearch();
  return <NewQuotePage customerName={customerName} phone={phone} />;
};

export const Route = createFileRoute('/_authenticated/contractor/quote/')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...text(search, 'customerName', 200),
    ...text(search, 'phone', 20),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: NewQuoteRoute,
});
