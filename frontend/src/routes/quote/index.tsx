// /quote — the public quote calculator demo: the homeowner quote flow with no audience.
import { createFileRoute } from '@tanstack/react-router';
import { HomeownerQuoteFlow } from '#frontend/features/quotes/components/homeowner-quote-flow';

export const Route = createFileRoute('/quote/')({
  component: () => <HomeownerQuoteFlow audience="public" />,
});
