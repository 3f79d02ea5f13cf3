// /contractor/quote — New Quote: the quote builder, priced with the contractor's own settings.
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { NewQuotePage } from '../../../../features/quotes/components/builder-pages';
import { pricingSettingsQueryOptions } from '../../../../features/settings/api/get-pricing-settings';

// Opened from a customer's page, the quote starts with that customer's name and phone.
const newQuoteSearchSchema = z.object({
  customerName: z.string().max(200).optional().catch(undefined),
  phone: z.string().max(20).optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/contractor/quote/')({
  validateSearch: newQuoteSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
  component: () => {
    const { customerName, phone } = Route.useSearch();
    return <NewQuotePage customerName={customerName} phone={phone} />;
  },
});
