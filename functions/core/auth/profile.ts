// The signed-in person's own account: their name and phone, their password, and signing out everywhere.
// A password change ends every other session of theirs (the one that changed it stays); a wrong current
// password counts as a failed sign-in of the account (login-throttle.ts), so a stolen session cannot guess
// it faster than the sign-in form could.
import type { Profile } from '#domain/contract/auth';
import type { PasswordChangeInput, ProfileInput } from '#domain/schemas/profile';
import { DomainError, invalidFields } from '#functions/core/errors';
import { getUser, replacePasswordHash, saveUserDetails, type UserItem } from '#functions/store/users';
import { recordAuditEvent } from '../audit/record-audit-event';
import { endAllSessions, endOtherSessions, type SignedIn } from '../sessions/sessions';
import { loginGate, recordLoginFailure } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

interface Client {
  ip: string;
  userAgent: string;
}

const signedOut = () => new DomainError('UNAUTHENTICATED', 'auth.required');

export const presentProfile = (user: UserItem): Profile => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  phone: user.phone ?? '',
});

/** Sets the user's own name and phone; answers the profile as saved. */
export const updateProfile = async (user: UserItem, input: ProfileInput): Promise<Profile> => {
  const { contractorId, userId } = user;
  if (!(await saveUserDetails(contractorId, userId, input))) throw signedOut();
  return presentProfile({ ...user, ...input });
};

const wrongCurrentPassword = () => invalidFields({ currentPassword: 'password.currentWrong' });

/** Changes the password of the signed-in user; every other session of theirs ends. */
export const changePassword = async (
  { user, tokenHash }: SignedIn,
  input: PasswordChangeInput,
  client: Client,
): Promise<void> => {
  const { contractorId, userId, email } = user;
  const { retryAfterSeconds, slowdownMs } = await loginGate(email, client.ip);
  if (retryAfterSeconds > 0) {
    throw new DomainError('RATE_LIMITED', 'auth.rateLimited', { retryAfterSeconds });
  }
  if (slowdownMs > 0) await new Promise((done) => setTimeout(done, slowdownMs));
  // The stored hash, read now: the session's copy may be a request old.
  const current = await getUser(contractorId, userId);
  if (!current) throw signedOut();
  if (!(await verifyPassword(input.currentPassword, current.passwordHash))) {
    await recordLoginFailure(email, client.ip);
    await recordAuditEvent({ type: 'login_failed', contractorId, userId, email, ...client });
    throw wrongCurrentPassword();
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Changed meanwhile (another session changed it first): this current password is no longer right.
  if (!(await replacePasswordHash(contractorId, userId, current.passwordHash, passwordHash))) {
    throw wrongCurrentPassword();
  }
  await endOtherSessions(contractorId, userId, tokenHash);
  await recordAuditEvent({ type: 'password_changed', contractorId, userId, email, ...client });
};

/** Ends every session of the signed-in user, the calling one included. */
export const signOutEverywhere = async ({ user, tokenHash }: SignedIn, client: Client): Promise<void> => {
  const { contractorId, userId, email } = user;
  await endAllSessions(contractorId, userId, tokenHash);
  await recordAuditEvent({ type: 'logout_everywhere', contractorId, userId, email, ...client });
};
