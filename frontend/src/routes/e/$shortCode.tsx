// /e/$shortCode — a quote opened from its texted short link. Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../components/ui/feature-in-progress';

export const Route = createFileRoute('/e/$shortCode')({
  component: () => <FeatureInProgress feature="sharedQuote" backTo="/" />,
});
