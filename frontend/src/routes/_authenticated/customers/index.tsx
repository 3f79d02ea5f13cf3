// /customers — the contractor's customers. `sort`, `q` and `assignedTo` are URL search parameters; the loader
// reads the first page in the chosen order.
import { createFileRoute } from '@tanstack/react-router';
import { PageSpinner } from '#frontend/components/ui/spinner';
import { customersQueryOptions } from '#frontend/features/customers/api/get-customers';
import { CustomerListError } from '#frontend/features/customers/components/customer-list-error';
import { CustomerListPage } from '#frontend/features/customers/components/customer-list-page';
import { validateCustomerListSearch } from '#frontend/features/customers/customer-list-search';

export const Route = createFileRoute('/_authenticated/customers/')({
  staticData: { access: 'sales' },
  validateSearch: validateCustomerListSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'newest', assignedTo: search.assignedTo }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      customersQueryOptions(context.user.contractor.id, deps.sort, deps.assignedTo),
    ),
  pendingComponent: PageSpinner,
  errorComponent: CustomerListError,
  component: CustomerListPage,
});
