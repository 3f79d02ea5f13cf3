// What adding, editing or archiving a customer makes stale, wherever it happens (the customers pages, the
// schedule's inline new customer): the contractor's customer lists, the all-homeowners key (SPEC §7) and the
// search results.
import type { QueryClient } from '@tanstack/react-query';
import { allCustomersKey, contractorCustomersKey } from './query-keys';
import { searchKey } from './search';

export const refreshCustomerLists = (queryClient: QueryClient, contractorId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractorCustomersKey(contractorId) }),
    queryClient.invalidateQueries({ queryKey: allCustomersKey }),
    queryClient.invalidateQueries({ queryKey: searchKey }),
  ]);
