// GET /api/payment-settings: how new jobs split and date their payments, when money is due and how
// customers are reminded (SPEC §9 defaults until saved). Only the read: the settings route's loader
// imports it, and route options ship with every page.
import { queryOptions } from '@tanstack/react-query';
import type { PaymentSettings } from '#domain/contract/contractors';
import { apiGet } from '#frontend/lib/api-client';

export const paymentSettingsQueryKey = ['/api/payment-settings'] as const;

export const getPaymentSettings = ({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentSettings> =>
  apiGet<PaymentSettings>('/api/payment-settings', signal ? { signal } : {});

export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: paymentSettingsQueryKey,
    queryFn: ({ signal }) => getPaymentSettings({ signal }),
  });
