// GET /api/payment-settings (owners only), read for one thing: the contractor's communication preference,
// which the Send dialog offers first. Keyed as the settings page keys its read, so one answer serves both.
import type { PaymentSettings } from '#domain/contract/contractors';
import { pathQueryOptions } from '#frontend/lib/api-client';

export const sendPreferenceQueryOptions = () =>
  pathQueryOptions<PaymentSettings>(['/api/payment-settings'] as const);
