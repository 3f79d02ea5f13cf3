// /contractor/quote — New Quote: the quote builder, priced with the contractor's own settings.
import { createFileRoute } from '@tanstack/react-router';
import { NewQuotePage } from '../../../../features/quotes/components/builder-pages';
import { pricingSettingsQueryOptions } from '../../../../features/settings/api/get-pricing-settings';

export const Route = createFileRoute('/_authenticated/contractor/quote/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
  component: NewQuotePage,
});
