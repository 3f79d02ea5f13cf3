// /customer/quote/$id/view — the customer-facing quote view with approval (no contractor navigation). Its feature is still being built, and the page says so.
import { createFileRoute } from '@tanstack/react-router';
import { FeatureInProgress } from '../../../components/ui/feature-in-progress';

export const Route = createFileRoute('/customer/quote/$id/view')({
  staticData: { customerFacing: true },
  component: () => <FeatureInProgress feature="customerQuoteView" backTo="/" />,
});
