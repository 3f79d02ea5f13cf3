// PUT /api/payment-settings: saves the payment settings; the answer is the settings as stored, which
// replace the cached read.
import type { PaymentSettings } from '#domain/contract/contractors';
import type { BodyOf } from '#domain/contract/index';
import { apiPut } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { paymentSettingsQueryKey } from './get-payment-settings';

export const updatePaymentSettings = (
  settings: BodyOf<'PUT /api/payment-settings'>,
): Promise<PaymentSettings> => apiPut<PaymentSettings>('/api/payment-settings', settings);

export const useUpdatePaymentSettings = () =>
  useCachedWrite({ mutationFn: updatePaymentSettings, queryKey: paymentSettingsQueryKey, invalidate: [] });
