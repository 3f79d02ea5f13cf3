// /customers — the contractor's customers (the first page starts loading with the route).
import { createFileRoute } from '@tanstack/react-router';
import { customersQueryOptions } from '#frontend/features/customers/api/get-customers';
import { CustomerListPage } from '#frontend/features/customers/components/customer-list-page';

export const Route = createFileRoute('/_authenticated/customers/')({
  loader: ({ context }) =>
    context.user.contractor?.id
      ? context.queryClient.prefetchInfiniteQuery(customersQueryOptions(context.user.contractor.id))
      : undefined,
  component: CustomerListPage,
});
