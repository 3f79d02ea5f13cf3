// /homeowner/quote — the homeowner quote flow. Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../components/ui/feature-in-progress';

export const Route = createFileRoute('/homeowner/quote')({
  component: () => <FeatureInProgress feature="homeownerQuote" backTo="/" />,
});
