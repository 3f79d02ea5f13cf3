// /homeowner/quote — the homeowner quote flow: size, fence type, ZIP, then the instant estimate.
import { createFileRoute } from '@tanstack/react-router';
import { HomeownerQuoteFlow } from '#frontend/features/quotes/components/homeowner-quote-flow';

export const Route = createFileRoute('/homeowner/quote')({
  component: () => <HomeownerQuoteFlow audience="homeowner" />,
});
