// /contractor/settings — the contractor's pricing, delivery and catalog settings (Settings in the sidebar
// and the More sheet).
import { createFileRoute } from '@tanstack/react-router';
import { pricingSettingsQueryOptions } from '../../../features/settings/api/get-pricing-settings';
import { SettingsPage } from '../../../features/settings/components/settings-page';

export const Route = createFileRoute('/_authenticated/contractor/settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pricingSettingsQueryOptions()),
  component: SettingsPage,
});
