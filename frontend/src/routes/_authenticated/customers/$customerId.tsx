// /customers/$customerId — one customer. The page itself shows "not found" and load failures.
import { createFileRoute } from '@tanstack/react-router';
import { customerQueryOptions } from '#frontend/features/customers/api/get-customer';
import { CustomerDetailPage } from '#frontend/features/customers/components/customer-detail-page';

export const Route = createFileRoute('/_authenticated/customers/$customerId')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(customerQueryOptions(params.customerId)),
  component: function CustomerRoute() {
    const { customerId } = Route.useParams();
    return <CustomerDetailPage customerId={customerId} />;
  },
});
