// Signing in: throttle check (login-throttle.ts), password check against the stored scrypt hash (or a decoy, so an unknown
// email takes as long as a wrong password), a fresh session, and an audit trail of every outcome.
import type { Language } from '#domain/messages';
import type { LoginInput } from '#domain/schemas/auth';
import { DomainError } from '#functions/core/errors';
import { findUserIdByEmail, getUser, recordSignIn } from '#functions/store/users';
import { recordAuditEvent } from '../audit/record-audit-event';
import { createSession } from '../sessions/sessions';
import { loginGate, recordLoginFailure } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password';

interface Client {
  ip: string;
  userAgent: string;
}

const invalidCredentials = () => new DomainError('INVALID_CREDENTIALS', 'auth.invalidCredentials');

const findUserByEmail = async (email: string) => {
  const owner = await findUserIdByEmail(email);
  return owner ? getUser(owner.contractorId, owner.userId) : null;
};

/** `language`: the one the sign-in is made in, kept as the user's (what is written to them is in it). */
export const signIn = async ({ email, password }: LoginInput, client: Client, language: Language) => {
  const { retryAfterSeconds, slowdownMs } = await loginGate(email, client.ip);
  if (retryAfterSeconds > 0) {
    await recordAuditEvent({ type: 'login_locked_out', email, ...client });
    throw new DomainError('RATE_LIMITED', 'auth.rateLimited', { retryAfterSeconds });
  }
  if (slowdownMs > 0) await new Promise((done) => setTimeout(done, slowdownMs));

  const user = await findUserByEmail(email);
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !passwordMatches) {
    await recordLoginFailure(email, client.ip);
    await recordAuditEvent({
      type: 'login_failed',
      email,
      contractorId: user?.contractorId,
      userId: user?.userId,
      ...client,
    });
    throw invalidCredentials();
  }
  // Deactivated by their business's owner, or with their whole business by an administrator.
  if (!user.active || user.suspended) {
    await recordAuditEvent({
      type: 'login_failed',
      email,
      contractorId: user.contractorId,
      userId: user.userId,
      ...client,
    });
    throw new DomainError('ACCOUNT_INACTIVE', 'auth.accountInactive');
  }

  const session = await createSession({ contractorId: user.contractorId, userId: user.userId, ...client });
  await recordSignIn(user.contractorId, user.userId, new Date().toISOString(), language);
  await recordAuditEvent({
    type: 'login_succeeded',
    email,
    contractorId: user.contractorId,
    userId: user.userId,
    ...client,
  });
  return { user, session };
};
