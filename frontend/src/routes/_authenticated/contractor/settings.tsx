// /contractor/settings — the contractor's pricing, delivery, catalog and payment settings (Settings in
// the sidebar and the More sheet). Both reads load before the page shows; a failed payment settings read
// never keeps the pricing form from opening: that card shows its own failure and retry.
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { paymentSettingsQueryOptions } from '#frontend/features/settings/api/get-payment-settings';
import { SettingsPage } from '#frontend/features/settings/components/settings-page';
import { pricingSettingsQueryOptions } from '#frontend/lib/pricing-settings';
import { RouteError } from '#frontend/routes/-components/route-error';

export const Route = createFileRoute('/_authenticated/contractor/settings')({
  staticData: { access: 'owner' },
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
      context.queryClient.ensureQueryData(paymentSettingsQueryOptions()).catch(() => undefined),
    ]);
  },
  pendingComponent: PageSpinner,
  errorComponent: RouteError,
  component: SettingsPage,
});
