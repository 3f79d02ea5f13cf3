// /contractor/quote — New Quote: the quote builder, priced with the contractor's own settings.
import { createFileRoute } from '@tanstack/react-router';
import { NewQuotePage } from '#frontend/features/quotes/components/builder-pages';
import { pricingSettingsQueryOptions } from '#frontend/features/settings/api/get-pricing-settings';

interface NewQuoteSearch {
  customerName?: string | undefined;
  phone?: string | undefined;
}

/** A text parameter of at most `max` characters; anything else is dropped. */
const textParam = (search: Record<string, unknown>, name: keyof NewQuoteSearch, max: number) => {
  if (!(name in search)) return {};
  const value = search[name];
  return { [name]: typeof value === 'string' && value.length <= max ? value : undefined };
};

// Opened from a customer's page, the quote starts with that customer's name and phone. Checked by hand,
// not with zod: route search checks load with every page, public ones included.
const validateNewQuoteSearch = (search: Record<string, unknown>): NewQuoteSearch => ({
  ...textParam(search, 'customerName', 200),
  ...textParam(search, 'phone', 20),
});

export const Route = createFileRoute('/_authenticated/contractor/quote/')({
  validateSearch: validateNewQuoteSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
  component: () => {
    const { customerName, phone } = Route.useSearch();
    return <NewQuotePage customerName={customerName} phone={phone} />;
  },
});
