// /contractor/quote/$id/view — the contractor's view of one quote. Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../../../components/ui/feature-in-progress';

export const Route = createFileRoute('/_authenticated/contractor/quote/$id/view')({
  component: () => <FeatureInProgress feature="contractorQuoteView" backTo="/dashboard" />,
});
