// The contractors area: the signed-in contractor's onboarding profile, pricing settings and catalog, and the
// adjustment types the quote builder offers.

import { alertSettingsSchema } from '#domain/schemas/alert-settings';
import { onboardingSchema } from '#domain/schemas/onboarding';
import { paymentSettingsSchema } from '#domain/schemas/payment-settings';
import { catalogSchema, pricingSettingsUpdateSchema } from '#domain/schemas/pricing-settings';
import { recordAuditEvent } from '#functions/core/audit/record-audit-event';
import { presentCurrentUser } from '#functions/core/auth/current-user';
import { loadAlertSettings, saveAlertSettings } from '#functions/core/contractors/alert-settings';
import { loadPaymentSettings, savePaymentSettings } from '#functions/core/contractors/payment-settings';
import {
  pricingSettingsView,
  saveCatalog,
  savePricingSettings,
} from '#functions/core/contractors/pricing-settings';
import { loadOnboardingProfile, saveOnboarding } from '#functions/core/contractors/save-onboarding';
import { activeAdjustmentTypes } from '#functions/core/platform/adjustment-types';
import { ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';

export const handler = createAreaHandler('contractors', {
  'GET /api/payment-settings': async (request) => {
    const { user } = await request.signedIn();
    return ok(await loadPaymentSettings(user.contractorId));
  },

  'PUT /api/payment-settings': async (request) => {
    const { user } = await request.signedIn();
    const settings = paymentSettingsSchema.parse(request.body);
    return ok(await savePaymentSettings(user.contractorId, settings));
  },

  'GET /api/alert-settings': async (request) => {
    const { user } = await request.signedIn();
    return ok(await loadAlertSettings(user.contractorId));
  },

  'PUT /api/alert-settings': async (request) => {
    const { user } = await request.signedIn();
    return ok(
      await saveAlertSettings(user.contractorId, alertSettingsSchema.parse(request.body), request.language),
    );
  },

  'GET /api/pricing-settings': async (request) => {
    const { user } = await request.signedIn();
    return ok(await pricingSettingsView(user.contractorId));
  },

  'PUT /api/pricing-settings': async (request) => {
    const { user } = await request.signedIn();
    const update = pricingSettingsUpdateSchema.parse(request.body);
    return ok(await savePricingSettings(user.contractorId, update));
  },

  // The ready-made adjustments the quote builder offers: the platform's, the same for every contractor.
  'GET /api/adjustment-types': async () => ok(await activeAdjustmentTypes()),

  'PUT /api/catalog': async (request) => {
    const { user } = await request.signedIn();
    const catalog = catalogSchema.parse(request.body);
    return ok(await saveCatalog(user.contractorId, catalog));
  },

  'GET /api/onboarding': async (request) => {
    const { user } = await request.signedIn();
    return ok(await loadOnboardingProfile(user.contractorId));
  },

  'PUT /api/onboarding': async (request) => {
    const { user } = await request.signedIn();
    const profile = onboardingSchema.parse(request.body);
    const { firstCompletion } = await saveOnboarding(user.contractorId, profile);
    if (firstCompletion) {
      await recordAuditEvent({
        type: 'onboarding_completed',
        contractorId: user.contractorId,
        userId: user.userId,
        email: user.email,
        ip: request.ip,
        userAgent: request.userAgent,
      });
    }
    return ok(await presentCurrentUser(user));
  },
});
