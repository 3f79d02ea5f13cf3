// The contractors area: the signed-in contractor's onboarding profile.
import { onboardingSchema } from '../../domain/schemas/onboarding';
import { recordAuditEvent } from '../audit/record-audit-event';
import { presentCurrentUser } from '../auth/current-user';
import { ok } from '../http/api-request';
import { createAreaHandler } from '../http/create-area-handler';
import { HttpError } from '../http/http-error';
import { store } from '../store/service';
import { toOnboardingProfile } from './onboarding-profile';
import { saveOnboarding } from './save-onboarding';

const loadContractor = async (contractorId: string) => {
  const { data } = await store.entities.contractor.get({ contractorId }).go();
  if (!data) throw new HttpError(404, 'NOT_FOUND', 'auth.forbidden');
  return data;
};

export const handler = createAreaHandler('contractors', {
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
