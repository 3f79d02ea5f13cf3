// PUT /api/payment-settings: saves the payment settings; the answer is the settings as stored, which
// replace the cached read. The signed-in user is read again: it carries the business's time zone, which the
// schedule shows times in.
import type { PaymentSettings } from '#domain/contract/contractors';
import type { BodyOf } from '#domain/contract/index';
import { apiPut } from '#frontend/lib/api-client';
import { useCachedWrite } from '#frontend/lib/cached-write';
import { currentUserQueryKey } from '#frontend/lib/current-user';
import { paymentSettingsQueryKey } from './get-payment-settings';

export const updatePaymentSettings = (
  settings: BodyOf<'PUT /api/payment-settings'>,
): Promise<PaymentSettings> => apiPut<PaymentSettings>('/api/payment-settings', settings);

export const useUpdatePaymentSettings = () =>
  useCachedWrite({
    mutationFn: updatePaymentSettings,
    queryKey: paymentSettingsQueryKey,
    invalidate: [currentUserQueryKey],
  });
