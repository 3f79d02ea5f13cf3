// GET /api/homeowners/{id}/timeline: the customer's quotes, jobs and visits by id, newest first, with what
// they have paid and still owe. Kept under the customer's key, so whatever refreshes the customer refreshes it.
import { queryOptions } from '@tanstack/react-query';
import type { CustomerTimeline } from '#domain/contract/customers';
import { apiGet } from '#frontend/lib/api-client';
import { customerQueryKey } from '#frontend/lib/query-keys';

export const customerTimelineQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: [...customerQueryKey(customerId), 'timeline'] as const,
    queryFn: ({ signal }) =>
      apiGet<CustomerTimeline>(`/api/homeowners/${encodeURIComponent(customerId)}/timeline`, { signal }),
  });
