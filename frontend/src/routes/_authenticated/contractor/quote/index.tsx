// /contractor/quote — New Quote: the quote flow for contractors. Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../../../components/ui/feature-in-progress';

export const Route = createFileRoute('/_authenticated/contractor/quote/')({
  component: () => <FeatureInProgress feature="quoteBuilder" backTo="/dashboard" />,
});
