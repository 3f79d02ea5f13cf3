// /quote/$id/edit — the quote flow in edit mode for one quote. Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../../components/ui/feature-in-progress';

export const Route = createFileRoute('/_authenticated/quote/$id/edit')({
  component: () => <FeatureInProgress feature="quoteEditor" backTo="/dashboard" />,
});
