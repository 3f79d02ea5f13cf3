// Invitations (docs/api.md "Team and roles"): an owner invites someone by email with a role; the email
// carries a one-time link (`/invite#token=…`, 7 days) that creates their account in the owner's business.
// One invitation per email and business: inviting the address again, or re-sending, gives it a new link
// and voids the old one. The link's token is never stored, only its SHA-256.
import type { TeamInvite } from '#domain/contract/team';
import { type Language, translate } from '#domain/messages';
import type { InviteInput } from '#domain/schemas/team';
import { DomainError } from '#functions/core/errors';
import { getContractor } from '#functions/store/contractors';
import { getInvite, type InviteItem, listInvites, removeInvite, saveInvite } from '#functions/store/invites';
import { findUserIdByEmail, getUser, type UserItem } from '#functions/store/users';
import { recordAuditEvent } from '../audit/record-audit-event';
import { sendEmailForRequest } from '../ports/email/email';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/consume-rate-limit';
import { publicBaseUrl } from '../sharing/public-base-url';
import { newToken, sha256 } from '../tokens';
import { memberName } from './team-members';

/** How long an invitation's link works. */
export const inviteLinkDays = 7;

/** How long an expired invitation stays listed before the table's TTL removes it. */
const keepExpiredDays = 30;

/** Invitations (new and re-sent) a business may email in a day. */
export const inviteLimit = {
  scope: 'team-invite',
  limit: 50,
  windowSeconds: 24 * 60 * 60,
  messageKey: 'team.inviteRateLimited',
} as const satisfies RateLimitRule;

/** Attempts at writing an invitation when a concurrent change to it gets in the way. */
const attempts = 4;

interface Client {
  ip: string;
  userAgent: string;
  language: Language;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const inviteNotFound = () => new DomainError('NOT_FOUND', 'team.inviteNotFound');

export const emailHasAccount = () =>
  new DomainError('EMAIL_TAKEN', 'team.emailHasAccount', { fields: { email: 'team.emailHasAccount' } });

const changedMeanwhile = () => new DomainError('CONFLICT', 'team.changed');

/** An email's invitation to a business has one id, so inviting the address again replaces it. */
const inviteIdOf = (email: string) => `inv_${sha256(email).slice(0, 22)}`;

export const presentInvite = (invite: InviteItem, invitedBy: string): TeamInvite => ({
  id: invite.inviteId,
  email: invite.email,
  role: invite.role,
  invitedBy,
  createdAt: invite.createdAt,
  expiresAt: new Date(invite.linkExpiresAt * 1000).toISOString(),
  status: invite.linkExpiresAt > nowSeconds() ? 'pending' : 'expired',
});

/** The business's open invitations (expired ones too), newest first, each naming who sent it. */
export const listOpenInvites = async (
  contractorId: string,
  users: readonly UserItem[],
): Promise<TeamInvite[]> => {
  const names = new Map(users.map((user) => [user.userId, memberName(user)]));
  return (await listInvites(contractorId))
    .map((invite) => presentInvite(invite, names.get(invite.invitedByUserId) ?? ''))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.email.localeCompare(b.email));
};

const emailInvite = async (invite: InviteItem, token: string, inviter: UserItem, language: Language) => {
  const contractor = await getContractor(invite.contractorId);
  const vars = { inviter: memberName(inviter), business: contractor?.businessName ?? '' };
  await sendEmailForRequest({
    to: invite.email,
    subject: translate('email.inviteSubject', language, vars),
    // The token rides in the fragment: browsers never send it to a server or in a Referer.
    text: translate('email.inviteBody', language, {
      ...vars,
      role: `email.inviteRole.${invite.role}`,
      link: `${publicBaseUrl()}/invite#token=${token}`,
      days: String(inviteLinkDays),
    }),
  });
};

/** A new link for `invite`, written in place of `previous` (null: a new invitation); false on a race. */
const withNewLink = async (
  invite: Omit<InviteItem, 'tokenHash' | 'linkExpiresAt' | 'expiresAt'>,
  previous: InviteItem | null,
) => {
  const token = newToken();
  const linkExpiresAt = nowSeconds() + inviteLinkDays * 86_400;
  const saved: InviteItem = {
    ...invite,
    tokenHash: sha256(token),
    linkExpiresAt,
    expiresAt: linkExpiresAt + keepExpiredDays * 86_400,
  };
  return (await saveInvite(saved, previous?.tokenHash ?? null)) ? { saved, token } : null;
};

/** Invites `input.email` to the inviter's business with `input.role` (a pending invitation is replaced). */
export const inviteMember = async (inviter: UserItem, input: InviteInput, client: Client) => {
  const { contractorId } = inviter;
  const email = input.email.trim().toLowerCase();
  await consumeRateLimit(inviteLimit, contractorId);
  if (await findUserIdByEmail(email)) throw emailHasAccount();
  const inviteId = inviteIdOf(email);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const previous = await getInvite(contractorId, inviteId);
    const written = await withNewLink(
      {
        contractorId,
        inviteId,
        email,
        role: input.role,
        invitedByUserId: inviter.userId,
        createdAt: new Date().toISOString(),
      },
      previous,
    );
    if (!written) continue;
    await emailInvite(written.saved, written.token, inviter, client.language);
    const { ip, userAgent } = client;
    await recordAuditEvent({
      type: 'user_invited',
      contractorId,
      userId: inviter.userId,
      email,
      ip,
      userAgent,
    });
    return presentInvite(written.saved, memberName(inviter));
  }
  throw changedMeanwhile();
};

/** Emails an invitation again with a new link valid `inviteLinkDays` more days; the old link stops working. */
export const resendInvite = async (sender: UserItem, inviteId: string, client: Client) => {
  const { contractorId } = sender;
  if (!(await getInvite(contractorId, inviteId))) throw inviteNotFound();
  await consumeRateLimit(inviteLimit, contractorId);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const previous = await getInvite(contractorId, inviteId);
    if (!previous) throw inviteNotFound();
    const { email, role, createdAt } = previous;
    const written = await withNewLink(
      { contractorId, inviteId, email, role, createdAt, invitedByUserId: sender.userId },
      previous,
    );
    if (!written) continue;
    await emailInvite(written.saved, written.token, sender, client.language);
    await recordAuditEvent({
      type: 'user_invited',
      contractorId,
      userId: sender.userId,
      email,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return presentInvite(written.saved, memberName(sender));
  }
  throw changedMeanwhile();
};

/** Revokes an invitation: its link stops working. */
export const revokeInvite = async (contractorId: string, inviteId: string): Promise<void> => {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const removed = await removeInvite(contractorId, inviteId);
    if (removed) return;
    if (!(await getInvite(contractorId, inviteId))) throw inviteNotFound();
  }
  throw changedMeanwhile();
};

/** The name of an invitation's sender, '' when that user is gone. */
export const inviterName = async (invite: InviteItem): Promise<string> => {
  const inviter = await getUser(invite.contractorId, invite.invitedByUserId);
  return inviter ? memberName(inviter) : '';
};
