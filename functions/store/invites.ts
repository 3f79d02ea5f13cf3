// Invitations to join a contractor's team: listed with the team, found from a link by its token's hash,
// replaced (a new link voids the old in the same transaction), revoked, and accepted — the new user, the
// email's uniqueness item and the spent invitation in one transaction, so a link makes at most one account.
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { canceledByConflict, cancellationCodes } from './conditional-failure';
import { Invite, InviteToken } from './entities/invite';
import { User } from './entities/user';
import { UserEmail } from './entities/user-email';
import type { UserItem } from './users';

export type InviteItem = EntityItem<typeof Invite>;

// Every invitation of a contractor (one Query of its partition).
export const listInvites = async (contractorId: string): Promise<InviteItem[]> =>
  (await Invite.query.byId({ contractorId }).go({ pages: 'all' })).data;

// One invitation of a contractor.
export const getInvite = async (contractorId: string, inviteId: string): Promise<InviteItem | null> =>
  (await Invite.get({ contractorId, inviteId }).go()).data;

// The invitation a link's token hash opens: only while that token is the invitation's current one.
export const findInviteByTokenHash = async (tokenHash: string): Promise<InviteItem | null> => {
  const { data: pointer } = await InviteToken.get({ tokenHash }).go();
  if (!pointer) return null;
  const invite = await getInvite(pointer.contractorId, pointer.inviteId);
  return invite?.tokenHash === tokenHash ? invite : null;
};

/**
 * Writes an invitation with a new link. `previousTokenHash` is the link it replaces (that invitation must
 * still hold it), or null for a new invitation (none may exist). False when either changed meanwhile: read
 * again and retry.
 */
export const saveInvite = async (invite: InviteItem, previousTokenHash: string | null): Promise<boolean> => {
  const { contractorId, inviteId, tokenHash, linkExpiresAt } = invite;
  const { canceled, data } = await createWriteTransaction({ invite: Invite, token: InviteToken }, (items) => [
    previousTokenHash === null
      ? items.invite.create(invite).commit()
      : items.invite
          .put(invite)
          .where((attributes, { eq }) => eq(attributes.tokenHash, previousTokenHash))
          .commit(),
    items.token.put({ tokenHash, contractorId, inviteId, expiresAt: linkExpiresAt }).commit(),
    ...(previousTokenHash === null || previousTokenHash === tokenHash
      ? []
      : [items.token.delete({ tokenHash: previousTokenHash }).commit()]),
  ]).go();
  if (!canceled) return true;
  if (canceledByConflict(data)) return false;
  throw new Error(`Invitation not saved: ${cancellationCodes(data)}`);
};

// Removes an invitation and its link; false when there was none.
export const removeInvite = async (contractorId: string, inviteId: string): Promise<boolean> => {
  const invite = await getInvite(contractorId, inviteId);
  if (!invite) return false;
  const { canceled, data } = await createWriteTransaction({ invite: Invite, token: InviteToken }, (items) => [
    items.invite.delete({ contractorId, inviteId }).commit(),
    items.token.delete({ tokenHash: invite.tokenHash }).commit(),
  ]).go();
  if (canceled && !canceledByConflict(data)) {
    throw new Error(`Invitation not removed: ${cancellationCodes(data)}`);
  }
  return !canceled;
};

/**
 * Spends an invitation on its new user: the invitation (still holding `tokenHash`, its link unexpired at
 * `nowSeconds`) and its link are removed, and the user and its email item created, all or nothing.
 * 'link_gone' when the invitation was spent, replaced, revoked or expired meanwhile; 'email_taken' when the
 * email got an account; 'conflict' when a concurrent write touched the same items (retry).
 */
export const acceptInvite = async (
  invite: Pick<InviteItem, 'contractorId' | 'inviteId'>,
  tokenHash: string,
  nowSeconds: number,
  newUser: Omit<UserItem, 'createdAt'>,
): Promise<'created' | 'link_gone' | 'email_taken' | 'conflict'> => {
  const { canceled, data } = await createWriteTransaction(
    { invite: Invite, token: InviteToken, user: User, userEmail: UserEmail },
    (items) => [
      items.invite
        .delete({ contractorId: invite.contractorId, inviteId: invite.inviteId })
        .where(
          (attributes, { eq, gt }) =>
            `${eq(attributes.tokenHash, tokenHash)} AND ${gt(attributes.linkExpiresAt, nowSeconds)}`,
        )
        .commit(),
      items.token.delete({ tokenHash }).commit(),
      items.userEmail
        .create({ email: newUser.email, contractorId: newUser.contractorId, userId: newUser.userId })
        .commit(),
      items.user.create(newUser).commit(),
    ],
  ).go();
  if (!canceled) return 'created';
  if (data[0]?.code === 'ConditionalCheckFailed') return 'link_gone';
  if (data[2]?.code === 'ConditionalCheckFailed') return 'email_taken';
  if (canceledByConflict(data)) return 'conflict';
  throw new Error(`Invitation not accepted: ${cancellationCodes(data)}`);
};
