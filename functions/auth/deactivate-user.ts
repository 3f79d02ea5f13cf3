// Deactivating a user: they can no longer sign in, and every session they have ends now, server-side.
import { HttpError } from '../http/http-error';
import { endAllSessions } from '../sessions/sessions';
import { store } from '../store/service';

export const deactivateUserByEmail = async (email: string): Promise<{ endedSessions: number }> => {
  const { data: owner } = await store.entities.userEmail.get({ email: email.trim().toLowerCase() }).go();
  if (!owner) throw new HttpError(404, 'NOT_FOUND', 'auth.invalidCredentials');
  await store.entities.user
    .patch({ contractorId: owner.contractorId, userId: owner.userId })
    .set({ active: false })
    .go();
  return { endedSessions: await endAllSessions(owner.contractorId, owner.userId) };
};
