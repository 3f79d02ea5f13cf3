// PUT /api/payment-settings: saves the payment settings; the answer is the settings as stored, which
// replace the cached read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettings } from '#domain/contract/contractors';
import type { BodyOf } from '#domain/contract/index';
import { apiPut } from '#frontend/lib/api-client';
import { paymentSettingsQueryKey } from './get-payment-settings';

export const updatePaymentSettings = (
  settings: BodyOf<'PUT /api/payment-settings'>,
): Promise<PaymentSettings> => apiPut<PaymentSettings>('/api/payment-settings', settings);

export const useUpdatePaymentSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentSettingsQueryKey, saved);
    },
  });
};
