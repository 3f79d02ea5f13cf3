// GET /api/homeowners/{id}: one customer, archived ones included (`archived: true` once deleted). In lib because
// the customers pages show it and the quote builder starts a quote from it.
import { queryOptions } from '@tanstack/react-query';
import type { Customer, CustomerDetail } from '#domain/contract/customers';
import { apiGet } from './api-client';
import { retryUnlessNotFound } from './api-error';
import { customerQueryKey } from './query-keys';

/** A customer as their page shows them; after an edit the cache holds the edit's answer, without the
 * texting opt-out, until the next read. */
export type CustomerRecord = Customer & Partial<Pick<CustomerDetail, 'textingOptedOutAt'>>;

export const getCustomer = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<CustomerRecord> =>
  apiGet<CustomerDetail>(`/api/homeowners/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customerQueryKey(id),
    queryFn: ({ signal }) => getCustomer(id, { signal }),
    retry: retryUnlessNotFound,
  });
