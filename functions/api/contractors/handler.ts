// The contractors area: the signed-in contractor's onboarding profile, pricing settings and catalog.
import { onboardingSchema } from '#domain/schemas/onboarding';
import { paymentSettingsSchema } from '#domain/schemas/payment-settings';
import { catalogSchema, pricingSettingsUpdateSchema } from '#domain/schemas/pricing-settings';
import { recordAuditEvent } from '#functions/core/audit/record-audit-event';
import { presentCurrentUser } from '#functions/core/auth/current-user';
import { toOnboardingProfile } from '#functions/core/contractors/onboarding-profile';
import { loadPaymentSettings, savePaymentSettings } from '#functions/core/contractors/payment-settings';
import { saveOnboarding } from '#functions/core/contractors/save-onboarding';
import { DomainError } from '#functions/core/errors';
import { estimatorSettingsOf } from '#functions/core/quotes/estimator-settings';
import { ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';
import { store } from '#functions/store/service';

const loadContractor = async (contractorId: string) => {
  const { data } = await store.entities.contractor.get({ contractorId }).go();
  if (!data) throw new DomainError('NOT_FOUND', 'auth.forbidden');
  return data;
};

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

  'GET /api/pricing-settings': async (request) => {
    const { user } = await request.signedIn();
    const { settings, financingUrl } = await estimatorSettingsOf(user.contractorId);
    return ok({ ...settings, financingUrl });
  },

  'PUT /api/pricing-settings': async (request) => {
    const { user } = await request.signedIn();
    const { pricing, shipping, financingUrl } = pricingSettingsUpdateSchema.parse(request.body);
    await loadContractor(user.contractorId);
    await store.entities.contractor
      .patch({ contractorId: user.contractorId })
      .set({ pricing, shipping, ...(financingUrl === undefined ? {} : { financingUrl }) })
      .go();
    const saved = await estimatorSettingsOf(user.contractorId);
    return ok({ ...saved.settings, financingUrl: saved.financingUrl });
  },

  'PUT /api/catalog': async (request) => {
    const { user } = await request.signedIn();
    const catalog = catalogSchema.parse(request.body);
    await store.entities.catalog.upsert({ contractorId: user.contractorId, catalog }).go();
    const saved = await estimatorSettingsOf(user.contractorId);
    return ok({ ...saved.settings, financingUrl: saved.financingUrl });
  },

  'GET /api/onboarding': async (request) => {
    const { user } = await request.signedIn();
    return ok(toOnboardingProfile(await loadContractor(user.contractorId)));
  },

  'PUT /api/onboarding': async (request) => {
    const { user } = await request.signedIn();
    const profile = onboardingSchema.parse(request.body);
    const current = await loadContractor(user.contractorId);
    await saveOnboarding(current, profile);
    if (!current.onboardingComplete) {
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
