// GET /api/payment-settings: how new jobs split and date their payments, when money is due and how
// customers are reminded (SPEC §9 defaults until saved). Only the read: the settings route's loader
// imports it, and route options ship with every page.
import type { PaymentSettings } from '#domain/contract/contractors';
import { pathQueryOptions } from '#frontend/lib/api-client';

export const paymentSettingsQueryKey = ['/api/payment-settings'] as const;

export const paymentSettingsQueryOptions = () => pathQueryOptions<PaymentSettings>(paymentSettingsQueryKey);
