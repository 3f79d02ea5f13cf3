// /contractor-portal — the contractor portal. Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '#frontend/components/ui/feature-in-progress';

export const Route = createFileRoute('/_authenticated/contractor-portal')({
  staticData: { access: 'owner' },
  component: () => <FeatureInProgress feature="contractorPortal" backTo="/dashboard" />,
});
