// GET /api/homeowners/{id}: one customer, archived ones included (`archived: true` once deleted).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#frontend/lib/api-client';
import { retryUnlessNotFound } from '#frontend/lib/api-error';
import { allCustomersKey, type Customer } from './get-customers';

export const customerQueryKey = (id: string) => [...allCustomersKey, id] as const;

export const getCustomer = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Customer> =>
  apiGet<Customer>(`/api/homeowners/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerQueryKey(id),
    queryFn: ({ signal }) => getCustomer(id, { signal }),
    retry: retryUnlessNotFound,
  });
