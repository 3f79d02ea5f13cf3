// The current user as the client sees it (SPEC §3): the person, their admin flag and their business.
import { contractorDefaults } from '#domain/contractor-defaults';
import { DomainError } from '#functions/core/errors';
import { getContractor } from '#functions/store/contractors';
import { getUser, type UserItem } from '#functions/store/users';

const signedOut = () => new DomainError('UNAUTHENTICATED', 'auth.required');

export const presentCurrentUser = async (user: UserItem) => {
  const contractor = await getContractor(user.contractorId);
  if (!contractor) throw signedOut();
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
      timezone: contractor.timezone ?? contractorDefaults.timezone,
    },
  };
};

/** The current user by id, e.g. just after sign-up; 401 when the user does not exist. */
export const presentCurrentUserById = async (contractorId: string, userId: string) => {
  const user = await getUser(contractorId, userId);
  if (!user) throw signedOut();
  return presentCurrentUser(user);
};

export type CurrentUser = Awaited<ReturnType<typeof presentCurrentUser>>;
