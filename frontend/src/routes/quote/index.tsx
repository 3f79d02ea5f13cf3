// /quote — the public quote calculator demo. Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../components/ui/feature-in-progress';

export const Route = createFileRoute('/quote/')({
  component: () => <FeatureInProgress feature="quoteCalculator" backTo="/" />,
});
