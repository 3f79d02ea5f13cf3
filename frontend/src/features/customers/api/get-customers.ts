// GET /api/contractors/{id}/homeowners: the contractor's customers newest first or by name, a page at a
// time (the server's cursor leads to the next page). Archived customers are left out by the server.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CustomerPage, CustomerSort } from '#domain/contract/customers';
import { apiGet } from '#frontend/lib/api-client';

/** A customer (homeowner) as the API answers it (docs/api.md, Customers). */
export type { Customer, CustomerPage, CustomerSort } from '#domain/contract/customers';

export const customerPageSize = 25;

import { contractorCustomersKey } from '#frontend/lib/query-keys';

export { allCustomersKey, contractorCustomersKey } from '#frontend/lib/query-keys';

export const getCustomers = (
  contractorId: string,
  options: {
    sort: CustomerSort;
    assignedTo?: string | undefined;
    cursor?: string | null;
    signal?: AbortSignal;
  },
): Promise<CustomerPage> => {
  const queryParams: Record<string, string> = { limit: String(customerPageSize), sort: options.sort };
  if (options.assignedTo) queryParams.assignedTo = options.assignedTo;
  if (options.cursor) queryParams.cursor = options.cursor;
  return apiGet<CustomerPage>(`/api/contractors/${encodeURIComponent(contractorId)}/homeowners`, {
    queryParams,
    ...(options.signal ? { signal: options.signal } : {}),
  });
};

/** One person's customers are listed newest first whatever the sort (the server's person index). */
export const customersQueryOptions = (
  contractorId: string,
  sort: CustomerSort = 'newest',
  assignedTo?: string,
) =>
  infiniteQueryOptions({
    queryKey: [
      ...contractorCustomersKey(contractorId),
      { limit: customerPageSize, sort, assignedTo: assignedTo ?? null },
    ] as const,
    queryFn: ({ pageParam, signal }) =>
      getCustomers(contractorId, { sort, assignedTo, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
