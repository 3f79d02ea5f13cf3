// What the event dialog links an event to: the picked customer's quotes (the newest page; a visit is about a
// recent quote), and a customer added inline, before the event that names it.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerInput } from '#domain/contract/customers';
import type { QuotePage } from '#domain/contract/quotes';
import { apiGet, apiPost, type JsonValue } from '#frontend/lib/api-client';
import { refreshCustomerLists } from '#frontend/lib/customer-lists';
import { customerQuotesKey } from '#frontend/lib/query-keys';

export const quoteLinkQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...customerQuotesKey(customerId), 'links'] as const,
    queryFn: ({ signal }) =>
      apiGet<QuotePage>(`/api/homeowners/${encodeURIComponent(customerId)}/quotes`, {
        queryParams: { limit: '25' },
        signal,
      }).then((page) => page.quotes),
    enabled: customerId !== '',
  });

export const useAddCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: CustomerInput) =>
      apiPost<Customer>('/api/homeowners', customer as unknown as JsonValue),
    onSuccess: (customer) => refreshCustomerLists(queryClient, customer.contractorId),
  });
};
