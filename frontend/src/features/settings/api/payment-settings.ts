// GET/PUT /api/payment-settings: how new jobs split and date their payments, when money is due and how
// customers are reminded (SPEC §9 defaults until saved). The PUT answers with the settings as stored,
// which replace the cached read.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '#frontend/lib/api-client';
import type { PaymentSettings } from '../payment-form-values';

export const paymentSettingsQueryKey = ['/api/payment-settings'] as const;

export const getPaymentSettings = ({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentSettings> =>
  apiGet<PaymentSettings>('/api/payment-settings', signal ? { signal } : {});

export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: paymentSettingsQueryKey,
    queryFn: ({ signal }) => getPaymentSettings({ signal }),
  });

export const usePaymentSettings = () => useQuery(paymentSettingsQueryOptions());

export const updatePaymentSettings = (settings: PaymentSettings): Promise<PaymentSettings> =>
  apiPut<PaymentSettings>('/api/payment-settings', settings);

export const useUpdatePaymentSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentSettingsQueryKey, saved);
    },
  });
};
