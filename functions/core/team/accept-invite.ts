// The invited person's side: what a link offers, and accepting it. Accepting creates their account in the
// inviting business with the invitation's email and role, signed in. The user, the email's uniqueness item
// and the spent invitation are one transaction conditioned on the link still being the invitation's
// current, unexpired one, so a link makes at most one account: of two acceptances at once, the loser
// answers 404 LINK_NOT_FOUND like any used, revoked, replaced or expired link.
import type { Invitation } from '#domain/contract/team';
import type { Language } from '#domain/messages';
import type { InviteAcceptInput } from '#domain/schemas/team';
import { DomainError } from '#functions/core/errors';
import { getContractor } from '#functions/store/contractors';
import { acceptInvite, findInviteByTokenHash, type InviteItem } from '#functions/store/invites';
import { recordAuditEvent } from '../audit/record-audit-event';
import { hashPassword } from '../auth/password';
import { createSession } from '../sessions/sessions';
import { newId, sha256 } from '../tokens';
import { emailHasAccount, inviterName } from './invitations';

interface Client {
  ip: string;
  userAgent: string;
}

/** Attempts when a concurrent transaction on the same items gets in the way. */
const attempts = 4;

const linkNotFound = () => new DomainError('LINK_NOT_FOUND', 'link.notFound');

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The open invitation behind a link's token, or 404 LINK_NOT_FOUND. */
const openInvite = async (token: string): Promise<{ invite: InviteItem; tokenHash: string }> => {
  if (token.length < 20 || token.length > 100) throw linkNotFound();
  const tokenHash = sha256(token);
  const invite = await findInviteByTokenHash(tokenHash);
  if (!invite || invite.linkExpiresAt <= nowSeconds()) throw linkNotFound();
  return { invite, tokenHash };
};

/** What an invitation link offers: the email, the role, the business and who invited. */
export const describeInvite = async (token: string): Promise<Invitation> => {
  const { invite } = await openInvite(token);
  const [contractor, invitedBy] = await Promise.all([
    getContractor(invite.contractorId),
    inviterName(invite),
  ]);
  // A business an administrator deactivated takes nobody new on.
  if (!contractor || contractor.isActive === false) throw linkNotFound();
  return {
    email: invite.email,
    role: invite.role,
    businessName: contractor.businessName,
    invitedBy,
    expiresAt: new Date(invite.linkExpiresAt * 1000).toISOString(),
  };
};

/** Accepts an invitation: the new user, signed in, keeping the language they accepted it in as theirs. */
export const acceptInvitation = async (
  token: string,
  input: InviteAcceptInput,
  client: Client,
  language: Language,
) => {
  const { invite, tokenHash } = await openInvite(token);
  const business = await getContractor(invite.contractorId);
  if (!business || business.isActive === false) throw linkNotFound();
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const user = {
    contractorId: invite.contractorId,
    userId: newId('u'),
    email: invite.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    role: invite.role,
    isAdmin: false,
    active: true,
    invitedByUserId: invite.invitedByUserId,
    lastLoginAt: now,
    lastActiveAt: now,
    language,
  };
  for (let attempt = 0; attempt < attempts; attempt++) {
    const outcome = await acceptInvite(invite, tokenHash, nowSeconds(), user);
    if (outcome === 'link_gone') throw linkNotFound();
    if (outcome === 'email_taken') throw emailHasAccount();
    if (outcome === 'created') {
      const { contractorId, userId, email } = user;
      await recordAuditEvent({ type: 'user_created', contractorId, userId, email, ...client });
      const session = await createSession({ contractorId, userId, ...client });
      return { contractorId, userId, session };
    }
    // A concurrent write touched the same items: the next attempt sees who won.
    await new Promise((done) => setTimeout(done, 20 + Math.random() * 80));
  }
  throw linkNotFound();
};
