// Writing customers: POST /api/homeowners (add), PATCH /api/homeowners/{id} (edit, with the version read)
// and DELETE /api/homeowners/{id} (archive). Each refreshes the contractor's customer lists and the
// all-homeowners key (SPEC §7); the search results are asked again too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerInput, CustomerUpdateInput } from '#domain/contract/customers';
import type { ResponseOf } from '#domain/contract/index';
import { apiDelete, apiPatch, apiPost } from '#frontend/lib/api-client';
import { refreshCustomerLists } from '#frontend/lib/customer-lists';
import { searchKey } from '#frontend/lib/search';
import { customerQueryKey } from './get-customer';
import { type Customer, contractorCustomersKey } from './get-customers';

export const createCustomer = (input: CustomerInput): Promise<Customer> =>
  apiPost<Customer>('/api/homeowners', { ...input });

export const useCreateCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerQueryKey(customer.id), customer);
      await refreshCustomerLists(queryClient, customer.contractorId);
    },
  });
};

export const updateCustomer = ({ id, ...body }: CustomerUpdateInput & { id: string }): Promise<Customer> =>
  apiPatch<Customer>(`/api/homeowners/${encodeURIComponent(id)}`, body);

export const updateCustomerKey = ['updateCustomer'] as const;

export const useUpdateCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateCustomerKey,
    mutationFn: updateCustomer,
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerQueryKey(customer.id), customer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractorCustomersKey(customer.contractorId) }),
        queryClient.invalidateQueries({ queryKey: searchKey }),
      ]);
    },
  });
};

export const deleteCustomer = (customer: Customer): Promise<ResponseOf<'DELETE /api/homeowners/{id}'>> =>
  apiDelete(`/api/homeowners/${encodeURIComponent(customer.id)}`);

export const useDeleteCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    // Not awaited: the deleted customer's page is left right away while the lists refresh.
    onSuccess: (_result, customer) => {
      void refreshCustomerLists(queryClient, customer.contractorId);
    },
  });
};
