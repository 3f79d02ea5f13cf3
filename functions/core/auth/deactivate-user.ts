// Deactivating a user: they can no longer sign in, and every session they have ends now, server-side.
import { DomainError } from '#functions/core/errors';
import { store } from '#functions/store/service';
import { endAllSessions } from '../sessions/sessions';

export const deactivateUserByEmail = async (email: string): Promise<{ endedSessions: number }> => {
  const { data: owner } = await store.entities.userEmail.get({ email: email.trim().toLowerCase() }).go();
  if (!owner) throw new DomainError('NOT_FOUND', 'auth.invalidCredentials');
  await store.entities.user
    .patch({ contractorId: owner.contractorId, userId: owner.userId })
    .set({ active: false })
    .go();
  return { endedSessions: await endAllSessions(owner.contractorId, owner.userId) };
};
