// /customers/$customerId — one customer. The loader reads the customer; an unknown id or a failed read
// shows the customer's error view.
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { customerQueryOptions } from '#frontend/features/customers/api/get-customer';
import { CustomerDetailPage } from '#frontend/features/customers/components/customer-detail-page';
import { CustomerLoadError } from '#frontend/features/customers/components/customer-load-error';

export const Route = createFileRoute('/_authenticated/customers/$customerId')({
  staticData: { access: 'sales' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(customerQueryOptions(params.customerId)),
  pendingComponent: PageSpinner,
  errorComponent: CustomerLoadError,
  component: function CustomerRoute() {
    const { customerId } = Route.useParams();
    return <CustomerDetailPage customerId={customerId} />;
  },
});
