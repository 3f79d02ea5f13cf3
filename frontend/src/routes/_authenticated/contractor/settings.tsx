// /contractor/settings — the contractor's pricing, delivery, catalog and payment settings (Settings in
// the sidebar and the More sheet). Payment settings are fetched alongside; their card shows its own
// loading and error state, so a failed read there never keeps the pricing form from opening. Their query
// module is imported on demand: route options ship with every page, and its mutation code is not needed
// on the public ones.
import { createFileRoute } from '@tanstack/react-router';
import { pricingSettingsQueryOptions } from '#frontend/features/settings/api/get-pricing-settings';
import { SettingsPage } from '#frontend/features/settings/components/settings-page';

export const Route = createFileRoute('/_authenticated/contractor/settings')({
  loader: async ({ context }) => {
    void import('#frontend/features/settings/api/payment-settings').then(({ paymentSettingsQueryOptions }) =>
      context.queryClient.prefetchQuery(paymentSettingsQueryOptions()),
    );
    await context.queryClient.ensureQueryData(pricingSettingsQueryOptions());
  },
  component: SettingsPage,
});
