// The second half of sign-up: the emailed link's token creates the contractor and its owner (one
// transaction, create-account.ts) and signs them in. A link confirmed twice (a double click, a retried
// request) finds the account its first use made and signs into it; an unknown or expired link is 404.
import type { Language } from '#domain/messages';
import { DomainError } from '#functions/core/errors';
import { deletePendingSignup, getPendingSignup } from '#functions/store/pending-signups';
import { findUserIdByEmail } from '#functions/store/users';
import { recordAuditEvent } from '../audit/record-audit-event';
import { createSession } from '../sessions/sessions';
import { sha256 } from '../tokens';
import { createAccount } from './create-account';

interface Client {
  ip: string;
  userAgent: string;
}

const linkNotFound = () => new DomainError('LINK_NOT_FOUND', 'link.notFound');

/** `language`: the one the sign-up is confirmed in, kept as the owner's. */
export const finishSignup = async (token: string, client: Client, language: Language) => {
  const tokenHash = sha256(token);
  const pending = await getPendingSignup(tokenHash);
  if (!pending || pending.expiresAt <= Math.floor(Date.now() / 1000)) throw linkNotFound();
  const { contractorId, userId, email } = pending;
  const owner = await findUserIdByEmail(email);
  if (owner && owner.userId !== userId) {
    // Someone else registered the address between sign-up and confirmation.
    await deletePendingSignup(tokenHash);
    throw linkNotFound();
  }
  if (!owner) {
    await createAccount({
      businessName: pending.businessName,
      firstName: pending.firstName,
      lastName: pending.lastName,
      email,
      phone: pending.phone,
      password: { hash: pending.passwordHash },
      ids: { contractorId, userId },
      language,
    }).catch(async (error: unknown) => {
      // A concurrent confirmation of the same link made it first: sign into that account.
      if (error instanceof DomainError && error.code === 'EMAIL_TAKEN') {
        const winner = await findUserIdByEmail(email);
        if (winner?.userId === userId) return;
      }
      throw error;
    });
    await recordAuditEvent({ type: 'signup', contractorId, userId, email, ...client });
  }
  const session = await createSession({ contractorId, userId, ...client });
  // The link has done its work; a later click is a stale link (the owner signs in instead).
  await deletePendingSignup(tokenHash);
  return { contractorId, userId, session };
};
