// The current user as the client sees it (SPEC §3): the person, their admin flag and their business.
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';
import type { UserItem } from '../sessions/sessions';

export const presentCurrentUser = async (user: UserItem) => {
  const { data: contractor } = await store.entities.contractor.get({ contractorId: user.contractorId }).go();
  if (!contractor) throw new DomainError('UNAUTHENTICATED', 'auth.required');
  const fullName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return {
    id: user.userId,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    name: fullName,
    role: user.role,
    isAdmin: user.isAdmin,
    onboardingComplete: contractor.onboardingComplete ?? false,
    contractor: {
      id: contractor.contractorId,
      businessName: contractor.businessName,
      onboardingComplete: contractor.onboardingComplete ?? false,
      trialEndsAt: contractor.trialEndsAt ?? null,
    },
  };
};

export type CurrentUser = Awaited<ReturnType<typeof presentCurrentUser>>;
