// Deactivating a user: they can no longer sign in, and every session they have ends now, server-side.
import { DomainError } from '#functions/core/errors';
import { deactivateUser, findUserIdByEmail } from '#functions/store/users';
import { endAllSessions } from '../sessions/sessions';

export const deactivateUserByEmail = async (email: string): Promise<{ endedSessions: number }> => {
  const owner = await findUserIdByEmail(email.trim().toLowerCase());
  if (!owner) throw new DomainError('NOT_FOUND', 'auth.invalidCredentials');
  await deactivateUser(owner.contractorId, owner.userId);
  return { endedSessions: await endAllSessions(owner.contractorId, owner.userId) };
};
